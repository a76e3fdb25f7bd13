import { getTableColumns } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { lineAccounts, lineUsers } from './line-accounts.schema.ts';

// For reads that must stay one statement (a broadcast's recipients, the inbox list, a message's
// sender), other modules join these instead of the tables: Postgres flattens a plain subquery in
// FROM into the join it stands for, so the plan is the one the table join had.
const qb = new QueryBuilder();

/** Every LINE account, all its columns. */
export const lineAccountRecords = qb
  .select(getTableColumns(lineAccounts))
  .from(lineAccounts)
  .as('line_account_records');

/** Every friend (LINE user) of every account, all its columns. */
export const lineUserRecords = qb.select(getTableColumns(lineUsers)).from(lineUsers).as('line_user_records');
