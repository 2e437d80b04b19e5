export interface IntrinsicContext {
  partition: string;
  region: string;
  accountId: string;
  urlSuffix?: string;
  /** Called for any other intrinsic (e.g. Fn::GetAtt); must return a plain value or throw. */
  resolveOther?: (node: Record<string, unknown>) => unknown;
}

/**
 * Resolves the CloudFormation intrinsics CDK emits inside a state machine's DefinitionString
 * (Fn::Join of strings and pseudo-parameter Refs) into plain values.
 */
export function resolveIntrinsics(node: unknown, context: IntrinsicContext): unknown {
  if (Array.isArray(node)) return node.map((item) => resolveIntrinsics(item, context));
  if (node === null || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 1 && keys[0] === 'Fn::Join') {
    const [separator, parts] = record['Fn::Join'] as [string, unknown[]];
    return parts.map((part) => String(resolveIntrinsics(part, context))).join(separator);
  }
  if (keys.length === 1 && keys[0] === 'Ref') {
    const pseudo: Record<string, string> = {
      'AWS::Partition': context.partition,
      'AWS::Region': context.region,
      'AWS::AccountId': context.accountId,
      'AWS::URLSuffix': context.urlSuffix ?? 'amazonaws.com',
    };
    const value = pseudo[String(record['Ref'])];
    if (value !== undefined) return value;
  }
  if (keys.length === 1 && (keys[0]?.startsWith('Fn::') || keys[0] === 'Ref')) {
    if (context.resolveOther) return context.resolveOther(record);
    throw new Error(`Unresolvable intrinsic ${keys[0]} in the workflow definition`);
  }
  return Object.fromEntries(keys.map((key) => [key, resolveIntrinsics(record[key], context)]));
}
