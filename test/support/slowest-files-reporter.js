// A Jest reporter, loaded without the TypeScript transform, hence plain JavaScript.

/** How many of the slowest test files the summary names. */
const SHOWN = 10;

/** Prints the slowest test files of the run after Jest's own summary, to show where the suite's time goes. */
export default class SlowestFilesReporter {
  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((file) => ({ path: file.testFilePath, seconds: (file.perfStats.end - file.perfStats.start) / 1000 }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SHOWN);
    if (files.length === 0) return;
    const root = process.cwd() + '/';
    const lines = files.map((file) => `  ${file.seconds.toFixed(1).padStart(6)} s  ${file.path.replace(root, '')}`);
    process.stderr.write(`\nSlowest ${files.length} test files:\n${lines.join('\n')}\n`);
  }
}
