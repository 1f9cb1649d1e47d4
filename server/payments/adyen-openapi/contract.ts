import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * Adyen's own contract, for the tests (README.md beside it): Adyen's published OpenAPI 3.1 descriptions
 * of the Checkout API v72 (the version `@adyen/api-library` 32.1.0 speaks) and of the standard
 * webhooks, kept verbatim in this folder, compiled with Ajv's JSON Schema 2020-12 (OpenAPI 3.1's dialect).
 *
 * Strictness: Adyen's schemas already forbid unknown properties (`additionalProperties: false`) on
 * nearly every object; the few objects that list properties without saying (the webhook item wrappers,
 * five Checkout objects) get `additionalProperties: false` here too, so a field Adyen does not know fails
 * everywhere. Maps (`additionalData`, `metadata`) keep Adyen's own `additionalProperties`. Ajv's strict
 * mode is off because OpenAPI adds keywords JSON Schema does not have (`example`, `discriminator`,
 * `x-addedInVersion`…), which carry no constraint; `nullable` (OpenAPI 3.0's) is honoured by Ajv.
 */

type JsonObject = Record<string, unknown>;

interface OpenApiDocument {
  openapi: string;
  paths?: Record<string, Record<string, OpenApiOperation>>;
  webhooks?: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonObject> };
}

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonObject;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

/** The files of this folder, as README.md names them. */
export const checkoutFile = 'CheckoutService-v72.json';
export const webhooksFile = 'Webhooks-v1.json';
/** The Checkout API version of the description, the same as the SDK's base path. */
export const checkoutVersion = 'v72';

function load(file: string): OpenApiDocument {
  return JSON.parse(readFileSync(path.join(__dirname, file), 'utf8')) as OpenApiDocument;
}

/**
 * Adds `additionalProperties: false` to every object schema that lists properties and says nothing
 * about others (nor composes: `allOf`/`oneOf`/`anyOf` would need `unevaluatedProperties`). Answers
 * how many it changed, for the README's count.
 */
export function closeOpenObjects(node: unknown): number {
  if (Array.isArray(node)) return node.reduce<number>((count, item) => count + closeOpenObjects(item), 0);
  if (!node || typeof node !== 'object') return 0;
  const schema = node as JsonObject;
  let count = 0;
  const composes = 'allOf' in schema || 'oneOf' in schema || 'anyOf' in schema;
  if (
    schema.properties &&
    typeof schema.properties === 'object' &&
    !('additionalProperties' in schema) &&
    !('unevaluatedProperties' in schema) &&
    !composes
  ) {
    schema.additionalProperties = false;
    count += 1;
  }
  for (const [key, value] of Object.entries(schema)) {
    // Property names are not schemas: walk into each property's schema, not into the map itself by name.
    if (key === 'properties' && value && typeof value === 'object') {
      for (const property of Object.values(value as JsonObject)) count += closeOpenObjects(property);
    } else if (key !== 'example' && key !== 'examples') {
      count += closeOpenObjects(value);
    }
  }
  return count;
}

/** One document's schemas in Ajv under `id`, refs (`#/components/schemas/…`) resolving inside it. */
function compileDocument(ajv: Ajv2020, id: string, document: OpenApiDocument): number {
  const closed = closeOpenObjects(document.components.schemas);
  ajv.addSchema({ $id: id, components: { schemas: document.components.schemas } });
  return closed;
}

const checkoutId = 'https://adyen-openapi.local/checkout.json';
const webhooksId = 'https://adyen-openapi.local/webhooks.json';

/** The operations of the Checkout API the adapter uses, by method and path template. */
export const checkoutOperations = [
  { method: 'POST', template: '/sessions' },
  { method: 'GET', template: '/sessions/{sessionId}' },
  { method: 'POST', template: '/payments' },
  { method: 'POST', template: '/payments/{paymentPspReference}/captures' },
  { method: 'POST', template: '/payments/{paymentPspReference}/cancels' },
  { method: 'POST', template: '/payments/{paymentPspReference}/refunds' },
  { method: 'POST', template: '/payments/{paymentPspReference}/amountUpdates' },
] as const;

export type CheckoutOperation = (typeof checkoutOperations)[number];

/** Problems with a message or an exchange: empty when it keeps Adyen's contract. */
export type ContractProblems = string[];

function describe(errors: ErrorObject[] | null | undefined): ContractProblems {
  return (errors ?? []).map((error) => {
    const where = error.instancePath || '(root)';
    const extra =
      error.keyword === 'additionalProperties'
        ? ` "${String((error.params as { additionalProperty?: string }).additionalProperty)}"`
        : '';
    return `${where} ${error.message ?? error.keyword}${extra}`;
  });
}

function schemaName(ref: string | undefined): string | null {
  return ref?.startsWith('#/components/schemas/') ? ref.slice('#/components/schemas/'.length) : null;
}

/** The contract, compiled once per test file (about a second for both documents). */
export function loadAdyenContract() {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  const checkout = load(checkoutFile);
  const webhooks = load(webhooksFile);
  const closedObjects = {
    checkout: compileDocument(ajv, checkoutId, checkout),
    webhooks: compileDocument(ajv, webhooksId, webhooks),
  };
  const compiled = new Map<string, ValidateFunction>();

  function validator(documentId: string, name: string): ValidateFunction {
    const key = `${documentId}#/components/schemas/${name}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.getSchema(key);
      if (!validate) throw new Error(`No schema ${name} in ${documentId}`);
      compiled.set(key, validate);
    }
    return validate;
  }

  function check(documentId: string, name: string, value: unknown): ContractProblems {
    const validate = validator(documentId, name);
    return validate(value) ? [] : describe(validate.errors).map((problem) => `${name}: ${problem}`);
  }

  /** The Checkout operation of a request's method and path (`/v72/payments/ABC/captures`), with its parameters. */
  function operationOf(
    method: string,
    requestPath: string,
  ): { operation: CheckoutOperation; spec: OpenApiOperation; pathParameters: Record<string, string> } | null {
    const url = new URL(requestPath, 'http://processor.local');
    const prefix = `/${checkoutVersion}`;
    if (!url.pathname.startsWith(`${prefix}/`)) return null;
    const rest = url.pathname.slice(prefix.length);
    for (const operation of checkoutOperations) {
      if (operation.method !== method.toUpperCase()) continue;
      const names: string[] = [];
      const pattern = new RegExp(
        `^${operation.template.replace(/\{(\w+)\}/g, (_, name: string) => {
          names.push(name);
          return '([^/]+)';
        })}$`,
      );
      const match = pattern.exec(rest);
      if (!match) continue;
      const spec = checkout.paths?.[operation.template]?.[method.toLowerCase()];
      if (!spec) throw new Error(`${method} ${operation.template} is not in ${checkoutFile}`);
      const pathParameters = Object.fromEntries(
        names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
      );
      return { operation, spec, pathParameters };
    }
    return null;
  }

  return {
    /** How many open objects were closed with `additionalProperties: false`, per document. */
    closedObjects,

    operationOf,

    /** A request the adapter sent (method, path with query, JSON body), against its operation. */
    checkRequest(method: string, requestPath: string, body: string | null): ContractProblems {
      const found = operationOf(method, requestPath);
      if (!found)
        return [
          `${method} ${requestPath} is not an operation of the Checkout API ${checkoutVersion} the adapter may use`,
        ];
      const problems: ContractProblems = [];
      const query = new URL(requestPath, 'http://processor.local').searchParams;
      for (const parameter of found.spec.parameters ?? []) {
        if (parameter.in !== 'path' && parameter.in !== 'query') continue;
        const given = parameter.in === 'path' ? found.pathParameters[parameter.name] : query.get(parameter.name);
        if ((given === undefined || given === null || given === '') && parameter.required) {
          problems.push(`${parameter.in} parameter ${parameter.name} is required`);
        }
      }
      const known = new Set((found.spec.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
      for (const name of query.keys()) if (!known.has(name)) problems.push(`query parameter ${name} is unknown`);
      const bodySchema = schemaName(found.spec.requestBody?.content?.['application/json']?.schema?.$ref);
      if (bodySchema) {
        if (body === null || body === '') problems.push(`${bodySchema}: the body is missing`);
        else problems.push(...check(checkoutId, bodySchema, JSON.parse(body)));
      } else if (body) {
        problems.push(`${method} ${found.operation.template} takes no body`);
      }
      return problems;
    },

    /** An answer to a request (its status and JSON body), against the response schema of that status. */
    checkResponse(method: string, requestPath: string, status: number, body: string): ContractProblems {
      const found = operationOf(method, requestPath);
      if (!found) return [`${method} ${requestPath} is not an operation of the Checkout API ${checkoutVersion}`];
      const response = found.spec.responses?.[String(status)];
      // Adyen answers every error in its ServiceError shape, also those an operation does not list
      // (`POST /sessions` lists only 201, yet a wrong API key gets 401 there too).
      if (!response && status >= 400) return check(checkoutId, 'ServiceError', JSON.parse(body));
      if (!response) {
        return [
          `${method} ${found.operation.template} documents no ${status} answer (it documents ${Object.keys(found.spec.responses ?? {}).join(', ')})`,
        ];
      }
      const name = schemaName(response.content?.['application/json']?.schema?.$ref);
      if (!name) return [];
      return check(checkoutId, name, JSON.parse(body));
    },

    /** A webhook delivery's body, against the standard webhook of its items' event code. */
    checkWebhook(body: string): ContractProblems {
      const notification = JSON.parse(body) as {
        notificationItems?: Array<{ NotificationRequestItem?: { eventCode?: string } }>;
      };
      const codes = new Set(
        (notification.notificationItems ?? []).map((item) => item.NotificationRequestItem?.eventCode),
      );
      if (codes.size !== 1)
        return [`a delivery must carry items of one event code, has ${[...codes].join(', ') || 'none'}`];
      const [code] = [...codes];
      const webhook = webhooks.webhooks?.[`/${code ?? ''}`]?.post;
      const name = schemaName(webhook?.requestBody?.content?.['application/json']?.schema?.$ref);
      if (!name) return [`event code ${String(code)} is not a standard webhook`];
      return check(webhooksId, name, notification);
    },

    /** A value against a named schema of the Checkout description (for the tests of the checks). */
    checkCheckoutSchema(name: string, value: unknown): ContractProblems {
      return check(checkoutId, name, value);
    },
  };
}

export type AdyenContract = ReturnType<typeof loadAdyenContract>;
