import { schemaTypes } from './index';

/**
 * The parts of Sanity's Rule builder the schema's validations call, recorded here to learn what a
 * field asks (required, bounds). Rules for the Studio only (custom, uri, regex …) record nothing.
 */
interface Rule {
  required(): Rule;
  /** A number, or another field's value (`rule.valueOfField`), which this check does not compare. */
  min(value: unknown): Rule;
  max(value: number): Rule;
  integer(): Rule;
  precision(digits: number): Rule;
  valueOfField(path: string): unknown;
  positive(): Rule;
  unique(): Rule;
  uri(options?: unknown): Rule;
  email(): Rule;
  regex(pattern: RegExp, options?: unknown): Rule;
  custom(validator: unknown): Rule;
}

/** A field or array member of the schema, as far as the dataset check reads it. */
interface FieldDefinition {
  name: string;
  type: string;
  of?: FieldDefinition[];
  fields?: FieldDefinition[];
  options?: { list?: (string | number | { title: string; value: string | number })[] };
  validation?: (rule: Rule) => Rule | Rule[];
}

/** A schema type, as far as the dataset check reads it. */
interface TypeDefinition {
  name: string;
  type: string;
  fields?: FieldDefinition[];
}

interface Constraints {
  required: boolean;
  min?: number;
  max?: number;
  integer: boolean;
}

/** Runs a field's `validation` against a recording Rule, to learn what it asks. */
function constraintsOf(field: FieldDefinition): Constraints {
  const constraints: Constraints = { required: false, integer: false };
  const rule: Rule = {
    required: () => ((constraints.required = true), rule),
    min: (value) => (typeof value === 'number' && (constraints.min = value), rule),
    max: (value) => ((constraints.max = value), rule),
    integer: () => ((constraints.integer = true), rule),
    precision: () => rule,
    valueOfField: () => undefined,
    positive: () => ((constraints.min = Math.max(constraints.min ?? 0, Number.MIN_VALUE)), rule),
    unique: () => rule,
    uri: () => rule,
    email: () => rule,
    regex: () => rule,
    custom: () => rule,
  };
  field.validation?.(rule);
  return constraints;
}

// The schema's definitions are Sanity's (@sanity/types), wider than what this check reads.
const typesByName = new Map<string, TypeDefinition>(
  schemaTypes.map((type) => [type.name, type as unknown as TypeDefinition]),
);
const systemFields = new Set(['_id', '_type', '_key', '_rev', '_createdAt', '_updatedAt']);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkFields(
  value: Record<string, unknown>,
  fields: readonly FieldDefinition[],
  path: string,
  errors: string[],
): void {
  const known = new Set(fields.map((field) => field.name));
  for (const name of Object.keys(value)) {
    if (!known.has(name) && !systemFields.has(name)) errors.push(`${path}.${name}: not a field of this type`);
  }
  for (const field of fields) checkValue(value[field.name], field, `${path}.${field.name}`, errors);
}

function checkBlock(value: unknown, path: string, errors: string[]): void {
  if (!isObject(value) || value._type !== 'block' || !Array.isArray(value.children)) {
    errors.push(`${path}: expected a Portable Text block with children`);
    return;
  }
  value.children.forEach((child, index) => {
    if (!isObject(child) || typeof child.text !== 'string')
      errors.push(`${path}.children[${index}]: expected a span with text`);
  });
}

function checkValue(value: unknown, field: FieldDefinition, path: string, errors: string[]): void {
  const constraints = constraintsOf(field);
  const isEmpty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  if (isEmpty) {
    if (constraints.required) errors.push(`${path}: required`);
    return;
  }
  const list = field.options?.list?.map((item) => (typeof item === 'object' ? item.value : item));
  if (list && field.type !== 'array' && !list.includes(value as string | number)) {
    errors.push(`${path}: "${String(value)}" is not one of ${list.join(', ')}`);
  }
  switch (field.type) {
    case 'string':
    case 'text':
    case 'url':
      if (typeof value !== 'string') errors.push(`${path}: expected text`);
      return;
    case 'date':
      if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value))
        errors.push(`${path}: expected a date YYYY-MM-DD`);
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) errors.push(`${path}: expected a number`);
      else {
        if (constraints.integer && !Number.isInteger(value)) errors.push(`${path}: expected a whole number`);
        if (constraints.min !== undefined && value < constraints.min) errors.push(`${path}: below ${constraints.min}`);
        if (constraints.max !== undefined && value > constraints.max) errors.push(`${path}: above ${constraints.max}`);
      }
      return;
    case 'boolean':
      if (typeof value !== 'boolean') errors.push(`${path}: expected true or false`);
      return;
    case 'slug':
      if (!isObject(value) || typeof value.current !== 'string' || value.current === '')
        errors.push(`${path}: expected a slug`);
      return;
    case 'reference':
      if (!isObject(value) || typeof value._ref !== 'string') errors.push(`${path}: expected a reference`);
      return;
    case 'block':
      checkBlock(value, path, errors);
      return;
    case 'array': {
      if (!Array.isArray(value)) {
        errors.push(`${path}: expected a list`);
        return;
      }
      const members = (field.of ?? []) as FieldDefinition[];
      value.forEach((item, index) => {
        const itemPath = `${path}[${index}]`;
        const itemType = isObject(item) && typeof item._type === 'string' ? item._type : undefined;
        const member =
          members.find((candidate) => candidate.name !== undefined && candidate.name === itemType) ??
          members.find((candidate) => candidate.type === itemType) ??
          (members.length === 1 ? members[0] : undefined) ??
          members.find((candidate) => candidate.type === 'object');
        if (!member) errors.push(`${itemPath}: "${itemType ?? typeof item}" may not be in this list`);
        else checkValue(item, { ...member, name: member.name ?? member.type }, itemPath, errors);
      });
      return;
    }
    case 'object':
      if (!isObject(value)) errors.push(`${path}: expected an object`);
      else checkFields(value, field.fields ?? [], path, errors);
      return;
    case 'image': {
      if (!isObject(value)) {
        errors.push(`${path}: expected an image`);
        return;
      }
      if (!(isObject(value.asset) && typeof value.asset._ref === 'string'))
        errors.push(`${path}.asset: an image needs an asset reference`);
      // An image also holds its asset and Sanity's own focal point and crop, which the editor sets.
      const own = Object.fromEntries(Object.entries(value).filter(([name]) => name !== 'hotspot' && name !== 'crop'));
      checkFields(own, [...(field.fields ?? []), { name: 'asset', type: 'reference' }], path, errors);
      return;
    }
    default: {
      const named = typesByName.get(field.type);
      if (!named) {
        errors.push(`${path}: unknown type ${field.type}`);
        return;
      }
      if (!isObject(value)) {
        errors.push(`${path}: expected ${field.type}`);
        return;
      }
      checkFields(value, named.fields ?? [], path, errors);
    }
  }
}

/**
 * What is wrong with a content document against the schema: required fields, types, allowed
 * values, unknown fields. Image assets are Sanity's own documents and are not checked here.
 */
export function validateDocument(document: Record<string, unknown>): string[] {
  const id = String(document._id);
  if (document._type === 'sanity.imageAsset') return [];
  const type = typesByName.get(String(document._type));
  if (!type || type.type !== 'document') return [`${id}: unknown document type "${String(document._type)}"`];
  const errors: string[] = [];
  checkFields(document, type.fields ?? [], id, errors);
  return errors;
}

/** Every reference (`_ref`) in the documents that points at no document. */
export function danglingReferences(documents: readonly Record<string, unknown>[]): string[] {
  const ids = new Set(documents.map((document) => String(document._id)));
  const problems: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}[${index}]`));
    else if (isObject(value)) {
      if (typeof value._ref === 'string' && !ids.has(value._ref))
        problems.push(`${path}: refers to missing "${value._ref}"`);
      for (const [name, item] of Object.entries(value)) if (name !== '_ref') visit(item, `${path}.${name}`);
    }
  };
  for (const document of documents) visit(document, String(document._id));
  return problems;
}
