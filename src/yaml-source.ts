import { LineCounter, parseDocument, visit, type Document } from 'yaml';

/** A content file read as YAML: its data and the line of any offset, or the problems that stop it being read. */
export type YamlSource =
  { data: unknown; document: Document; lineOf: (offset: number) => number; problems?: undefined } | { problems: string[] };

/**
 * Parses one content file. Every problem names the file and its line: syntax
 * errors, and aliases (`*name`) repeated so often that expanding them would
 * exhaust the build (a "billion laughs" file), which yaml refuses with a bare
 * ReferenceError.
 */
export function readYamlSource(source: string, fileName: string): YamlSource {
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineOf = (offset: number) => lineCounter.linePos(offset).line;
  if (document.errors.length > 0) {
    return {
      problems: document.errors.map(
        (error) => `${fileName} is not valid YAML: ${error.message.split('\n')[0]} (${fileName} line ${lineOf(error.pos[0])})`,
      ),
    };
  }
  try {
    return { data: document.toJS(), document, lineOf };
  } catch (error) {
    // yaml throws a ReferenceError for an alias without its anchor, and for too many aliases.
    if (!(error instanceof ReferenceError)) throw error;
    const unresolved = /^Unresolved alias.*: (.*)$/.exec(error.message)?.[1];
    // The line of the unresolved alias, or of the first one.
    let offset: number | undefined;
    visit(document, {
      Alias(_key, node) {
        if (unresolved !== undefined && node.source !== unresolved) return undefined;
        offset = node.range?.[0];
        return visit.BREAK;
      },
    });
    const where = offset === undefined ? fileName : `${fileName} line ${lineOf(offset)}`;
    const problem =
      unresolved === undefined
        ? 'repeats YAML aliases (*name) too often to be read safely: write the values out instead'
        : `uses the alias *${unresolved} before its anchor &${unresolved} is set`;
    return { problems: [`${fileName} ${problem} (${where})`] };
  }
}
