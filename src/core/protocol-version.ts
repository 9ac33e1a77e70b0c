// The wire protocol's version, on its own: replays and results name it, and the privileged jobs
// that read those (report, publish) must not reach the protocol's message code
// (__tests__/maintainer/privileged-imports.test.ts, __tests__/report/report-imports.test.ts).
export const PROTOCOL_VERSION = 1;
