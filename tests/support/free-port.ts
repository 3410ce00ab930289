import { once } from "node:events";
import net from "node:net";

/** A port nothing listens on right now, so a server's APP_URL can name it before it starts. */
export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, "close");
  return port;
}
