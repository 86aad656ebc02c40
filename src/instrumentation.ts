/**
 * Next calls this once per server process before serving requests. A failed start-up (invalid
 * settings, a deployment without its secrets, unreachable database) ends the process: a server
 * that cannot work must not listen.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { prepareProcess } = await import("@/server/prepare-process");
  const { bootServer } = await import("@/server/boot");
  try {
    prepareProcess();
    await bootServer();
  } catch (error) {
    console.error(`Reelbrief failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
