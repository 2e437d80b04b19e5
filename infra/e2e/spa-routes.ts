import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { repoRoot } from '@fairbill/infra/local/config';

/** The SPA's one route table (ARCHITECTURE.md principle 6). */
export const ROUTER_FILE = join(repoRoot, 'frontend', 'src', 'app', 'routes.tsx');

const property = (object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined => {
  for (const entry of object.properties) if (ts.isPropertyAssignment(entry) && entry.name.getText() === name) return entry.initializer;
  return undefined;
};

/**
 * Every page path the router declares ('/', '/documents/:documentId', '/audit', '*', ...), read
 * from the source of its `routes` array: a test that must visit every route cannot forget one
 * added later, and the SPA's modules (React, Amplify) are not loaded into Node to learn them.
 * Layout routes (no path) add nothing; an index route is its parent's path.
 */
export async function routerPaths(file = ROUTER_FILE): Promise<string[]> {
  const source = ts.createSourceFile(file, await readFile(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let table: ts.ArrayLiteralExpression | undefined;
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const declaration of node.declarationList.declarations) {
      if (declaration.name.getText() === 'routes' && declaration.initializer && ts.isArrayLiteralExpression(declaration.initializer)) table = declaration.initializer;
    }
  });
  if (!table) throw new Error(`No 'routes' array in ${file}`);
  const paths: string[] = [];
  const walk = (elements: ts.NodeArray<ts.Expression>, base: string) => {
    for (const element of elements) {
      if (!ts.isObjectLiteralExpression(element)) continue;
      const path = property(element, 'path');
      const children = property(element, 'children');
      const own = path && ts.isStringLiteral(path) ? path.text : undefined;
      const full = own === undefined ? base : own === '*' ? '*' : `${base.replace(/\/$/, '')}/${own}`;
      if (property(element, 'index')?.kind === ts.SyntaxKind.TrueKeyword) paths.push(base || '/');
      else if (own !== undefined && !children) paths.push(full);
      if (children && ts.isArrayLiteralExpression(children)) walk(children.elements, full);
    }
  };
  walk(table.elements, '');
  return paths;
}
