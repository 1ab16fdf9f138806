/**
 * What the production build uses in place of api-contract.ts (vite.config.ts): no response checks, so no zod and no
 * schemas in pages that do not need them (decision 0009). Development and tests check every answer.
 */
export function checkResponse(_route: string, _payload: unknown): void {}
