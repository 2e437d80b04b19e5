import { Duration, Stack } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import type { FairBillFunction } from './fairbill-function';

/**
 * When the daily reminder sweep runs, in UTC, in AWS and on the local stack (infra/local): 15:00 is
 * the same calendar day in every US time zone (7 a.m. in Los Angeles in winter, 5 a.m. in Honolulu),
 * so each family gets the day's reminders in its morning.
 */
export const REMINDER_SWEEP_HOUR_UTC = 15;

export interface ReminderScheduleProps {
  /** The sweep (functions/src/handlers/triggers/send-reminders.ts), its table grants already bound. */
  readonly fn: FairBillFunction;
  /** The accounts it lists (ListUsers) and writes to. */
  readonly userPool: cognito.IUserPool;
}

/**
 * Issue 14: the deadline reminders' daily run. An EventBridge Scheduler schedule invokes the sweep
 * at REMINDER_SWEEP_HOUR_UTC with `{}` (retried twice within 6 hours; a run that still fails is
 * caught up the next day: the sweep sends each deadline's latest reminder that is due). The sweep
 * may list the pool's users and nothing else of Cognito; its SES grant is the stack's, to the
 * account holder.
 */
export class ReminderSchedule extends Construct {
  readonly schedule: scheduler.CfnSchedule;
  /** The role EventBridge Scheduler assumes: it may invoke the sweep function, nothing else. */
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: ReminderScheduleProps) {
    super(scope, id);
    const { fn, userPool } = props;
    fn.function.addEnvironment('USER_POOL_ID', userPool.userPoolId);
    fn.function.addToRolePolicy(new iam.PolicyStatement({ actions: ['cognito-idp:ListUsers'], resources: [userPool.userPoolArn] }));
    // Its own role rather than the scheduler L2's: that one's grant also covers every version and
    // alias of the function (`<arn>:*`); the schedule invokes the function itself only.
    this.role = new iam.Role(this, 'InvokeRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } } }),
      description: 'EventBridge Scheduler invokes the FairBill reminder sweep',
    });
    this.role.addToPolicy(new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.function.functionArn] }));
    this.schedule = new scheduler.CfnSchedule(this, 'Daily', {
      description: "Sends FairBill's deadline reminders once a day",
      scheduleExpression: `cron(0 ${REMINDER_SWEEP_HOUR_UTC} * * ? *)`,
      scheduleExpressionTimezone: 'Etc/UTC',
      flexibleTimeWindow: { mode: 'OFF' },
      state: 'ENABLED',
      target: {
        arn: fn.function.functionArn,
        roleArn: this.role.roleArn,
        input: '{}',
        retryPolicy: { maximumRetryAttempts: 2, maximumEventAgeInSeconds: Duration.hours(6).toSeconds() },
      },
    });
  }
}
