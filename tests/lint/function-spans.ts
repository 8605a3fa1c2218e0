import { resolve } from "node:path";
import { type Node, type SourceFile, SyntaxKind } from "typescript/unstable/ast";
import { API } from "typescript/unstable/sync";

/** A function and the lines it spans, from the line of its first token to the line of its last. */
export type FunctionSpan = { file: string; name: string; line: number; lines: number };

const FUNCTION_KINDS = new Set<SyntaxKind>([
  SyntaxKind.FunctionDeclaration,
  SyntaxKind.FunctionExpression,
  SyntaxKind.ArrowFunction,
  SyntaxKind.MethodDeclaration,
  SyntaxKind.Constructor,
  SyntaxKind.GetAccessor,
  SyntaxKind.SetAccessor,
]);

/** The name a reader searches for: the function's own, or the variable, property or call it is handed to. */
function nameOf(node: Node, sourceFile: SourceFile): string {
  const named = node as Node & { name?: Node };
  if (named.name) return named.name.getText(sourceFile);
  const parent = node.parent;
  const holder = parent as Node & { name?: Node };
  if (
    (parent.kind === SyntaxKind.VariableDeclaration || parent.kind === SyntaxKind.PropertyAssignment) &&
    holder.name
  ) {
    return holder.name.getText(sourceFile);
  }
  if (parent.kind === SyntaxKind.CallExpression) {
    const callee = (parent as Node & { expression: Node }).expression.getText(sourceFile);
    return `${nameOf(parent, sourceFile)} → ${callee}(…)`;
  }
  return "(anonymous)";
}

/**
 * Every function in the given files of the project (tsconfig.json at `root`), measured by the TypeScript compiler's
 * own parse: a span counts every line from the function's first token to its last, JSX and template lines
 * included, which Biome's line count leaves out.
 */
export function functionSpans(root: string, isMeasured: (file: string) => boolean): FunctionSpan[] {
  const api = new API({ cwd: root });
  try {
    const snapshot = api.updateSnapshot({ openProjects: [resolve(root, "tsconfig.json")] });
    const spans: FunctionSpan[] = [];
    for (const project of snapshot.getProjects()) {
      for (const fileName of project.program.getSourceFileNames().filter(isMeasured)) {
        const sourceFile = project.program.getSourceFile(fileName);
        if (sourceFile) spans.push(...spansIn(sourceFile, fileName));
      }
    }
    return spans;
  } finally {
    api.close();
  }
}

function spansIn(sourceFile: SourceFile, file: string): FunctionSpan[] {
  const spans: FunctionSpan[] = [];
  const visit = (node: Node): void => {
    if (FUNCTION_KINDS.has(node.kind)) {
      const first = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line;
      const last = sourceFile.getLineAndCharacterOfPosition(node.end).line;
      spans.push({ file, name: nameOf(node, sourceFile), line: first + 1, lines: last - first + 1 });
    }
    node.forEachChild(visit);
  };
  sourceFile.forEachChild(visit);
  return spans;
}
