import { bundleSizes } from './bundle'
import { codeRunnerBench } from './code-runner'
import { faceBench } from './face'
import { loadBench } from './load'
import { matchingBench } from './matching'
import { resumeAccuracy } from './resume'

/** A benchmark section: its id (for `npm run bench -- <id>`), title, and a run that answers markdown. */
export type Section = { id: string; title: string; run: () => Promise<string> }

export const SECTIONS: Section[] = [
  { id: 'bundle', title: 'Bundle sizes', run: bundleSizes },
  { id: 'load', title: 'Load: a business with 100,000 candidates and 300,000 applications', run: loadBench },
  { id: 'resume', title: 'Resume extraction accuracy', run: resumeAccuracy },
  { id: 'code-runner', title: 'Code runner (QuickJS, MicroPython)', run: codeRunnerBench },
  { id: 'face', title: 'Face detection in the exam screen (headless Chromium)', run: faceBench },
  { id: 'matching', title: 'Matching: ranking quality and latency at 100,000 candidates', run: matchingBench },
]
