/** The bootstrap super-admin every test platform starts with (SVC_BOOTSTRAP_ADMIN_EMAIL and _PASSWORD). */
export const ADMIN_EMAIL = 'admin@example.test';
export const ADMIN_PASSWORD = 'admin-password-for-tests';

/**
 * The settings of the accounts every test platform starts with: the bootstrap super-admin, and passwords hashed at scrypt's
 * cost 1024 instead of the default 16384 (a run makes about 1,300 hashes and checks, 43 s of CPU at the default, 3 s at
 * this). The default cost itself is run by the embedded e2e file, the smoke run and the unit tests of core/crypto.ts.
 */
export const TEST_ACCOUNT_SETTINGS = {
  SVC_BOOTSTRAP_ADMIN_EMAIL: ADMIN_EMAIL,
  SVC_BOOTSTRAP_ADMIN_PASSWORD: ADMIN_PASSWORD,
  PASSWORD_HASH_COST: '1024',
} as const;
