/** Emailed report requests name no record: each reads the caller's own reach, and lists the caller's own requests. */
export const REPORT_REQUEST_NO_TENANT_RECORD: Record<string, string> = {
  'request.transaction_report': "reports on the caller's own company's (franchise's) orders; names no record (reach: tests/api/report-requests.test.ts)",
  'request.feedback_report': "reports on the caller's own machines' feedback; names no record (reach: tests/api/report-requests.test.ts)",
  'request.refill_plan_report': "reports on the caller's own refill plans; names no record (reach: tests/api/report-requests.test.ts)",
  'list.report_requests': "lists the caller's own requests only (tests/api/report-requests.test.ts)",
};
