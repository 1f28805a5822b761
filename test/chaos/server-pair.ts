// Two instances of the built server on one PostgreSQL behind the round-robin proxy: to the chaos
// actors they are one server at the proxy's URL. Each kill takes down one instance (chosen at
// random) while the other keeps serving, and restarts it.
import { freePort } from '../support/built-server.mjs';
import { type RoundRobin, roundRobin } from './proxy';
import { type Served, ServerProcess } from './server-process';

/** Both instances and the proxy in front of them. */
export class ServerPair implements Served {
  private proxy: RoundRobin | null = null;
  private down: ServerProcess | null = null;
  private counted: number[] = [0, 0];
  private otherAtKill = 0;
  /** Requests the other instance answered while one was down, one entry per kill. */
  readonly servedWhileDown: number[] = [];

  private constructor(
    readonly instances: [ServerProcess, ServerProcess],
    private readonly random: () => number,
  ) {}

  /** Two instances with the same environment on ports of their own. */
  static async create(env: Record<string, string>, random: () => number): Promise<ServerPair> {
    return new ServerPair([new ServerProcess(await freePort(), env), new ServerProcess(await freePort(), env)], random);
  }

  /** The proxy's URL: where every actor sends its calls. */
  get url(): string {
    if (!this.proxy) throw new Error('the pair is not started');
    return this.proxy.url;
  }

  get kills(): number {
    return this.instances[0].kills + this.instances[1].kills;
  }

  get downMs(): number {
    return this.instances[0].downMs + this.instances[1].downMs;
  }

  /** Requests each instance answered through the proxy. */
  get served(): number[] {
    return this.proxy?.served ?? this.counted;
  }

  /** Starts both instances at once (their migrations meet) and the proxy; after a kill, the killed one again. */
  async start(): Promise<void> {
    if (this.down) {
      const back = this.down;
      this.down = null;
      this.servedWhileDown.push(this.served[1 - this.instances.indexOf(back)] - this.otherAtKill);
      return back.start();
    }
    await Promise.all(this.instances.map((s) => s.start()));
    this.proxy ??= await roundRobin(this.instances.map((s) => s.port));
  }

  /** kill -9 of one instance, chosen at random; the other goes on serving. */
  async kill(): Promise<void> {
    const i = this.random() < 0.5 ? 0 : 1;
    this.down = this.instances[i];
    this.otherAtKill = this.served[1 - i];
    await this.down.kill();
  }

  killNow(): void {
    for (const s of this.instances) s.killNow();
  }

  async stop(): Promise<void> {
    await Promise.all(this.instances.map((s) => s.stop()));
    if (this.proxy) {
      this.counted = this.proxy.served;
      await this.proxy.close();
      this.proxy = null;
    }
  }

  /** A development code printed by either instance (whichever served the request). */
  codeFor(phone: string, purpose?: string): string | null {
    return this.instances[0].codeFor(phone, purpose) ?? this.instances[1].codeFor(phone, purpose);
  }
}
