/**
 * Resolves in a task of its own, as soon as the browser is free (a message to this page, not a
 * timer: no delay a visitor could notice). Start-up awaits it between its steps so that they are
 * several short tasks (each ends before a tap would wait for it) instead of one long task.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
