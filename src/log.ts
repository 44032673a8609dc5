// A tiny leveled logger: one line per event, errors and warnings to stderr, the rest to stdout.
// Text lines for people, or one JSON object per line (LOG_FORMAT=json) for journald and collectors.
// Under journald (JOURNAL_STREAM names the stream) each line starts with its syslog priority,
// `<3>` for an error, so `journalctl -p err` finds the errors; journald strips the prefix.
// A line that cannot be written is dropped, never logged again: a closed pipe (EPIPE) must not
// turn into an error about logging, logged to the same closed pipe, forever.
import { fstatSync } from 'node:fs';

export type LogLevel = 'error' | 'warn' | 'info' | 'debug';
/** `plain`: the bare sentence, for command-line tools and start-up refusals read by people. */
export type LogFormat = 'text' | 'json' | 'plain';

const RANK: Record<LogLevel, number> = { error: 0, warn: 1, info: 2, debug: 3 };

export type LogFields = Record<string, unknown>;

export interface Logger {
  error(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  debug(message: string, fields?: LogFields): void;
}

export interface LogSink {
  out(line: string, level?: LogLevel): void;
  err(line: string, level?: LogLevel): void;
}

/** syslog priorities of the levels (sd-daemon(3)): err, warning, info, debug. */
const PRIORITY: Record<LogLevel, number> = { error: 3, warn: 4, info: 6, debug: 7 };

/**
 * Whether file descriptor `fd` is the stream systemd connected to the journal: JOURNAL_STREAM holds
 * its device and inode (`dev:ino`), and names no other stream (a pipe to `tee` set up later).
 */
export function isJournalStream(fd: number, env: NodeJS.ProcessEnv = process.env): boolean {
  const [dev, ino] = (env.JOURNAL_STREAM ?? '').split(':');
  if (!dev || !ino) return false;
  try {
    const stat = fstatSync(fd, { bigint: true });
    return String(stat.dev) === dev && String(stat.ino) === ino;
  } catch {
    return false;
  }
}

/** `line` with the `<N>` prefix journald reads as its priority when `journal`, else unchanged. */
function withPriority(journal: boolean, line: string, level: LogLevel | undefined): string {
  return journal && level ? `<${PRIORITY[level]}>${line}` : line;
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
/**
 * stdout and stderr, each dropped once it fails, each line carrying its priority when the stream
 * goes to the journal; made once per process (one error listener each).
 */
function processSink(): LogSink {
  if (!consoleSink) {
    const [out, err] = [streamWriter(process.stdout), streamWriter(process.stderr)];
    const [outJournal, errJournal] = [isJournalStream(1), isJournalStream(2)];
    consoleSink = {
      out: (line, level) => out(withPriority(outJournal, line, level)),
      err: (line, level) => err(withPriority(errJournal, line, level)),
    };
  }
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
        : format === 'plain'
          ? `${message}${formatFields(fields)}`
          : `${time} ${at.toUpperCase()} ${message}${formatFields(fields)}`;
    try {
      if (RANK[at] <= RANK.warn) sink.err(line, at);
      else sink.out(line, at);
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

/**
 * The logger of a command-line tool, and of the bot before its configuration is read: bare
 * sentences for people, or JSON lines when LOG_FORMAT is json (read from `env` as it is, since
 * the configuration may be what failed).
 */
export function toolLogger(env: Record<string, string | undefined> = process.env): Logger {
  return createLogger('info', undefined, undefined, env.LOG_FORMAT?.trim() === 'json' ? 'json' : 'plain');
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
