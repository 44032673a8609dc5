// A tiny leveled logger: one line per event, errors and warnings to stderr, the rest to stdout.
// Text lines for people, or one JSON object per line (LOG_FORMAT=json) for journald and collectors.
// A line that cannot be written is dropped, never logged again: a closed pipe (EPIPE) must not
// turn into an error about logging, logged to the same closed pipe, forever.
export type LogLevel = 'error' | 'warn' | 'info' | 'debug';
export type LogFormat = 'text' | 'json';

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

/**
 * A sink on a stream that stops writing to it at its first failure, thrown or emitted: the stream
 * is gone (a closed pipe, a stopped `tee`, a rotated file) and nothing written there will arrive.
 */
export function streamWriter(stream: NodeJS.WritableStream): (line: string) => void {
  let broken = false;
  stream.on('error', () => {
    broken = true;
  });
  return (line) => {
    if (broken) return;
    try {
      stream.write(`${line}\n`);
    } catch {
      broken = true;
    }
  };
}

let consoleSink: LogSink | undefined;
/** stdout and stderr, each dropped once it fails; made once per process (one error listener each). */
function processSink(): LogSink {
  consoleSink ??= { out: streamWriter(process.stdout), err: streamWriter(process.stderr) };
  return consoleSink;
}

export function createLogger(
  level: LogLevel,
  sink: LogSink = processSink(),
  clock: () => Date = () => new Date(),
  format: LogFormat = 'text',
): Logger {
  const write = (at: LogLevel, message: string, fields?: LogFields): void => {
    if (RANK[at] > RANK[level]) return;
    const time = clock().toISOString();
    const line =
      format === 'json'
        ? jsonLine(time, at, message, fields)
        : `${time} ${at.toUpperCase()} ${message}${formatFields(fields)}`;
    try {
      if (RANK[at] <= RANK.warn) sink.err(line);
      else sink.out(line);
    } catch {
      // Dropped: see the top of the file.
    }
  };
  return {
    error: (m, f) => write('error', m, f),
    warn: (m, f) => write('warn', m, f),
    info: (m, f) => write('info', m, f),
    debug: (m, f) => write('debug', m, f),
  };
}

/** One JSON object: time, level, message, then the fields (a stack stays one string value). */
function jsonLine(time: string, level: LogLevel, message: string, fields?: LogFields): string {
  const entry: Record<string, unknown> = { time, level, message };
  for (const [key, value] of Object.entries(fields ?? {})) {
    if (value === undefined || key in entry) continue;
    entry[key] = typeof value === 'bigint' ? String(value) : value;
  }
  try {
    return JSON.stringify(entry);
  } catch {
    // A field that does not serialise (a cycle): its text instead, so the line is still written.
    return JSON.stringify({ time, level, message, fields: String(fields) });
  }
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
