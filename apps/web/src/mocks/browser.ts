export async function startMockWorker() {
  const { setupWorker } = await import('msw/browser');
  const { handlers } = await import('./handlers/index');
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
