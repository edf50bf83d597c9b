// A learner's own data (issue 17 §5): export every personal row as JSON, and delete the account
// after a code sent to the account's address (docs/api-contract.md "Your data").
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { nullSchema } from './common';
import { verifyCodeSchema } from './user';

/** The version of the export's shape; a reader of an old file can tell which fields to expect. */
export const ACCOUNT_EXPORT_FORMAT = 1;

/**
 * Every personal row, table by table, with the database's own column names: what is stored is what
 * the learner gets. Recordings are listed by the url that serves them.
 */
export const accountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  exportedAt: z.string(),
  userId: z.number().int(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  recordings: z.array(z.object({ name: z.string(), url: z.string(), createdAt: z.string() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const exportAccountData = defineEndpoint({
  method: 'GET',
  path: '/api/user/v1/exportData',
  summary: "Everything stored about the signed-in learner, as JSON (the web app saves it as a file)",
  input: z.object({}),
  response: accountExportSchema,
});

export const sendDeleteAccountCode = defineEndpoint({
  method: 'POST',
  path: '/api/user/v1/sendDeleteAccountCode',
  summary: "Send a code to the account's e-mail address (or phone) that confirms deleting the account",
  input: z.object({}),
  response: z.object({
    /** Where the code went, masked (a***@example.com, +44••••1234), so the learner knows where to look. */
    sentTo: z.string(),
    resendAfter: z.number().int(),
    expiresIn: z.number().int(),
  }),
});

export const deleteAccount = defineEndpoint({
  method: 'POST',
  path: '/api/user/v1/deleteAccount',
  summary: 'Delete the signed-in account with the code sent for it: sessions, personal rows and recordings go',
  input: z.object({ code: verifyCodeSchema }),
  response: nullSchema,
});
