/* eslint-disable no-restricted-imports -- For tests only: it reads the server's source to list the codes the server writes; no page imports it. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { messageKinds } from '../../../server/mail/kinds';

/**
 * For tests only (it reads the server's source): every code the server can write, found in the server's
 * own code, not listed by hand (issue 39). The history's codes are the `action` of each `audit(…)` (the
 * engine's log) and `recordStaffAction(…)` (the staff's, shown as `staff.<action>`) call: a string, either
 * branch of a condition, a parameter followed to every call that passes it, or a template whose codes are
 * listed in `templateCodes` (a new template throws until it is listed).
 */

const root = path.resolve(__dirname, '../../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.m?tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const files = [...sourceFiles(path.join(root, 'server')), ...sourceFiles(path.join(root, 'netlify'))].map((file) => ({
  file,
  source: ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
}));

/** The codes of the templates the server writes, by the template's text: the values of each `${…}`. */
export const templateCodes: Record<string, string[]> = {
  // ProcessorEvent['kind'] but the authorisation (server/rental/payment.server.ts applyProcessorEvent).
  'payment.${event.kind}_failed': [
    'payment.capture_failed',
    'payment.cancellation_failed',
    'payment.refund_failed',
    'payment.authorisation_adjustment_failed',
  ],
  // DepositAction (server/rental/ledger.server.ts).
  'deposit.${call.action}_requested': [
    'deposit.capture_requested',
    'deposit.release_requested',
    'deposit.renewal_requested',
  ],
  'deposit.${action}_failed': ['deposit.capture_failed', 'deposit.release_failed', 'deposit.renewal_failed'],
  // PhotoGate.auditPrefix: the check-in's gate is the only one.
  "${gate.auditPrefix}.licence-photo.${existing ? 'replaced' : 'given'}": [
    'check-in.licence-photo.replaced',
    'check-in.licence-photo.given',
  ],
  '${gate.auditPrefix}.licence-photo.deleted': ['check-in.licence-photo.deleted'],
};
export const templatesSeen = new Set<string>();

/** The nearest function around `node` that has a parameter `name`. */
function declaringFunction(node: ts.Node, name: string): ts.FunctionLikeDeclaration | undefined {
  for (let up = node.parent; up; up = up.parent) {
    if (ts.isFunctionLike(up) && up.parameters.some((parameter) => parameter.name.getText() === name)) {
      return up as ts.FunctionLikeDeclaration;
    }
  }
  return undefined;
}

function functionName(fn: ts.FunctionLikeDeclaration): string | undefined {
  if (fn.name && ts.isIdentifier(fn.name)) return fn.name.text;
  if (ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)) return fn.parent.name.text;
  return undefined;
}

function callsOf(name: string): ts.CallExpression[] {
  const calls: ts.CallExpression[] = [];
  for (const { source } of files) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name)
        calls.push(node);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return calls;
}

/** The codes an expression can be: followed through conditions, templates and parameters. */
function codesOf(expression: ts.Expression, where: string): string[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isParenthesizedExpression(expression)) return codesOf(expression.expression, where);
  if (ts.isConditionalExpression(expression)) {
    return [...codesOf(expression.whenTrue, where), ...codesOf(expression.whenFalse, where)];
  }
  if (ts.isTemplateExpression(expression)) {
    const text = expression.getText().slice(1, -1);
    templatesSeen.add(text);
    const codes = templateCodes[text];
    if (!codes) throw new Error(`${where}: a new template of event codes, list its codes here: ${text}`);
    return codes;
  }
  if (ts.isIdentifier(expression)) {
    const fn = declaringFunction(expression, expression.text);
    const index = fn?.parameters.findIndex((parameter) => parameter.name.getText() === expression.text) ?? -1;
    const name = fn ? functionName(fn) : undefined;
    if (fn && name && index >= 0) {
      const parameter = fn.parameters[index];
      const defaults = parameter?.initializer ? codesOf(parameter.initializer, where) : [];
      const passed = callsOf(name).flatMap((call) => {
        const argument = call.arguments[index];
        return argument ? codesOf(argument, `${where} via ${name}()`) : [];
      });
      return [...defaults, ...passed];
    }
  }
  throw new Error(`${where}: an event code the test cannot follow: ${expression.getText()}`);
}

/** The `action` of each call of `callee` whose argument at `index` is an object literal. */
function actionsOf(callee: string, index: number): string[] {
  return callsOf(callee).flatMap((call) => {
    if (call.getSourceFile().fileName.endsWith(path.join('server', 'staff', 'audit.server.ts')) && callee === 'audit') {
      return [];
    }
    const entry = call.arguments[index];
    if (!entry || !ts.isObjectLiteralExpression(entry)) return [];
    const where = `${path.relative(root, call.getSourceFile().fileName)}:${
      call.getSourceFile().getLineAndCharacterOfPosition(call.getStart()).line + 1
    }`;
    return entry.properties.flatMap((property) => {
      if (ts.isPropertyAssignment(property) && property.name.getText() === 'action') {
        return codesOf(property.initializer, where);
      }
      if (ts.isShorthandPropertyAssignment(property) && property.name.text === 'action') {
        return codesOf(property.name, where);
      }
      return [];
    });
  });
}

/** The members of a union of string literals, `type Name = 'a' | 'b'`, in a source file. */
export function unionMembers(file: string, name: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const alias = source.statements.find(
    (statement): statement is ts.TypeAliasDeclaration =>
      ts.isTypeAliasDeclaration(statement) && statement.name.text === name,
  );
  if (!alias || !ts.isUnionTypeNode(alias.type)) throw new Error(`No union ${name} in ${file}`);
  return alias.type.types.map((member) => {
    if (ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal)) return member.literal.text;
    throw new Error(`${name} has a member that is not a string`);
  });
}

export const engineCodes = [...new Set(actionsOf('audit', 1))].sort();
export const staffCodes = [...new Set(actionsOf('recordStaffAction', 2))].map((code) => `staff.${code}`).sort();

/** The e-mails' kinds and states, the reservation's statuses, the ledger's kinds. */
export const emailKinds: readonly string[] = messageKinds;
export const emailStates = unionMembers('server/db/schema.ts', 'OutboxStatus');
export const reservationStatuses = unionMembers('src/api-client/types.ts', 'ReservationStatus');
export const ledgerKinds = unionMembers('server/db/schema.ts', 'LedgerKind');
