// A tiny leveled logger: one line per event, errors and warnings to stderr, the rest to stdout.
export type LogLevel = 'error' | 'warn' | 'info' | 'debug';

const RANK: Record<LogLevel, number> = { error: 0, warn: 1, info: 2, debug: 3 };

export type LogFields = Record<string, unknown>;

export interface Logger {
  error(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  debug(message: string, fields?: LogFields): void;
}

export interface LogSink {
  out(line: string): void;
  err(line: string): void;
}

const consoleSink: LogSink = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

export function createLogger(
  level: LogLevel,
  sink: LogSink = consoleSink,
  clock: () => Date = () => new Date(),
): Logger {
  const write = (at: LogLevel, message: string, fields?: LogFields): void => {
    if (RANK[at] > RANK[level]) return;
    const line = `${clock().toISOString()} ${at.toUpperCase()} ${message}${formatFields(fields)}`;
    if (RANK[at] <= RANK.warn) sink.err(line);
    else sink.out(line);
  };
  return {
    error: (m, f) => write('error', m, f),
    warn: (m, f) => write('warn', m, f),
    info: (m, f) => write('info', m, f),
    debug: (m, f) => write('debug', m, f),
  };
}

function formatFields(fields?: LogFields): string {
  if (!fields) return '';
  const parts: string[] = [];
  let stack = '';
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (key === 'stack' && typeof value === 'string') stack = `\n${value}`;
    else parts.push(`${key}=${typeof value === 'string' ? JSON.stringify(value) : String(value)}`);
  }
  return (parts.length ? ` ${parts.join(' ')}` : '') + stack;
}
