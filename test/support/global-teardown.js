/** Removes the template database the global setup made (see global-setup.js). */
export default async function globalTeardown() {
  const drop = globalThis.svcDropTestTemplate;
  globalThis.svcDropTestTemplate = undefined;
  await drop?.();
}
