/**
 * The packages a source file imports, read with TypeScript's parser (scripts/check-dependencies.mts,
 * docs/decisions/048). Pure: a file name and its text in, module specifiers out.
 */
import { builtinModules } from 'node:module';
import ts from 'typescript';

const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** The site's webpack aliases that name a folder of the project, not a package (gatsby-node.ts). */
const folderAliases = new Set(['gatsby-cache']);

/**
 * `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; null for a relative path, a builtin or an
 * alias of a folder.
 */
export function packageOf(specifier: string): string | null {
  if (specifier === '' || specifier.startsWith('.') || specifier.startsWith('/')) return null;
  if (specifier.startsWith('node:') || builtins.has(specifier)) return null;
  if (folderAliases.has(specifier.split('/')[0] ?? '')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

/**
 * The packages one specifier needs: a webpack request with loaders
 * (`!!style-loader!css-loader?{…}!leaflet/dist/leaflet.css`) needs each loader and its resource.
 */
export function packagesOf(specifier: string): string[] {
  return specifier
    .split('!')
    .map((part) => packageOf(part.replace(/\?.*$/, '')))
    .filter((name): name is string => name !== null);
}

export interface Import {
  specifier: string;
  /** Erased when compiled: `import type`, `export type`, only `type` specifiers, or an `import('x')` type. */
  typeOnly: boolean;
}

function isRequireCall(expression: ts.Expression): boolean {
  if (ts.isIdentifier(expression)) return expression.text === 'require';
  return (
    ts.isPropertyAccessExpression(expression) &&
    expression.name.text === 'resolve' &&
    ts.isIdentifier(expression.expression) &&
    expression.expression.text === 'require'
  );
}

/** Every module specifier a source file imports: static, `export … from`, `import()`, `require()`. */
export function importsOf(fileName: string, text: string): Import[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  // The automatic JSX runtime (tsconfig `jsx: react-jsx`) imports react/jsx-runtime into every TSX file.
  const found: Import[] = /\.[jt]sx$/.test(fileName) ? [{ specifier: 'react/jsx-runtime', typeOnly: false }] : [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypeSpecifiers =
        !!clause &&
        !clause.name &&
        !!bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: !!clause?.isTypeOnly || onlyTypeSpecifiers });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) found.push({ specifier: expression.text, typeOnly: node.isTypeOnly });
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      if ((isImport || isRequireCall(node.expression)) && first && ts.isStringLiteralLike(first))
        found.push({ specifier: first.text, typeOnly: false });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
