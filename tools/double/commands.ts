/** Application command registration (PUT / POST / GET, global and guild). */
import { snowflake } from './ids';

export class CommandRegistry {
  private readonly lists = new Map<string, any[]>(); // key: 'global' or guild id
  private readonly idsByName = new Map<string, string>();
  private lastPut: any[] = [];

  constructor(private readonly applicationId: string) {}

  /** The raw body of the last PUT (bulk overwrite), global or guild. */
  lastPutBody(): any[] {
    return structuredClone(this.lastPut);
  }

  list(scope: string): any[] {
    return structuredClone(this.lists.get(scope) ?? []);
  }

  put(scope: string, body: unknown): any[] {
    const items = Array.isArray(body) ? body : [];
    this.lastPut = structuredClone(items);
    this.lists.set(
      scope,
      items.map((c) => this.complete(scope, c)),
    );
    return this.list(scope);
  }

  add(scope: string, body: unknown): any {
    const cmd = this.complete(scope, body);
    const list = (this.lists.get(scope) ?? []).filter((c) => c.name !== cmd.name);
    list.push(cmd);
    this.lists.set(scope, list);
    return structuredClone(cmd);
  }

  /** Id of a command by name (registered ones first, else a stable made-up id). */
  idFor(name: string): string {
    let id = this.idsByName.get(name);
    if (!id) {
      id = snowflake();
      this.idsByName.set(name, id);
    }
    return id;
  }

  private complete(scope: string, raw: any): any {
    const cmd = raw && typeof raw === 'object' ? raw : {};
    return {
      type: 1,
      description: '',
      options: [],
      default_member_permissions: null,
      nsfw: false,
      ...cmd,
      id: this.idFor(String(cmd.name)),
      application_id: this.applicationId,
      version: snowflake(),
      ...(scope === 'global' ? {} : { guild_id: scope }),
    };
  }
}
