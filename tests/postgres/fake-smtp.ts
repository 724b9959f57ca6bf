/**
 * A minimal SMTP server for the postgres tests: accepts every message, answers the end of
 * each after `delayMs` (a real server's round trip, which is when two senders overlap), and
 * keeps the messages' text so a test can count who got what.
 *
 *   const smtp = await startFakeSmtp(20);  // inside a test; SMTP_URL=smtp://127.0.0.1:${smtp.port}
 *   smtp.messages  // one string per message received
 */
import { createServer, type Socket } from 'node:net';
import { onTestFinished } from 'vitest';

export interface FakeSmtp {
  port: number;
  messages: string[];
}

export async function startFakeSmtp(delayMs: number): Promise<FakeSmtp> {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let data: string | null = null;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(data + buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = null;
          setTimeout(() => socket.write('250 queued\r\n'), delayMs);
          continue;
        }
        const line = buffer.indexOf('\r\n');
        if (line < 0) return;
        const command = buffer.slice(0, line).toUpperCase();
        buffer = buffer.slice(line + 2);
        if (command.startsWith('DATA')) {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (command.startsWith('QUIT')) {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 ok\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Started inside a test: closed when that test ends.
  onTestFinished(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  const address = server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, messages };
}
