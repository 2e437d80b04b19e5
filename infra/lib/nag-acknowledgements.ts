import { Validations, type Stack } from 'aws-cdk-lib';

/** Findings that hold for every FairBill stack, acknowledged once per stack with the reason. */
export function acknowledgeStackWide(stack: Stack): void {
  Validations.of(stack).acknowledge({
    id: 'HIPAA.Security-IAMNoInlinePolicy',
    reason: 'FairBill grants each role exactly its own resources through CDK grants, which CDK writes as that role\'s inline policy; a shared managed policy would widen access.',
  });
}
