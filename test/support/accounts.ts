/** The bootstrap super-admin every test platform starts with (SVC_BOOTSTRAP_ADMIN_EMAIL and _PASSWORD). */
export const ADMIN_EMAIL = 'admin@example.test';
export const ADMIN_PASSWORD = 'admin-password-for-tests';
