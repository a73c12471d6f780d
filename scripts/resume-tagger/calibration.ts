/**
 * Confidence from a span's probability: isotonic regression (pool adjacent violators) of
 * "was it right" on the probability, over out-of-fold spans, each block's rate smoothed as
 * (right + 1) / (n + 2). Policy, as for the rules (worker/providers/resume/parse/calibration.ts):
 * a span may be given 0.90 or more only where its block was right at least 95% of the time;
 * blocks right 90–95% of the time are capped at 0.89. Answered as [lowest probability,
 * confidence] steps for model.ts's `calibrate`. Dev-time only.
 */
export function fitCalibration(points: [p: number, right: boolean][], minBlock = 20): [number, number][] {
  if (!points.length) return []
  const sorted = [...points].sort((a, b) => a[0] - b[0])
  type Block = { lo: number; hi: number; n: number; right: number }
  // Start from blocks of at least `minBlock` points so single spans do not make steps.
  const blocks: Block[] = []
  for (let i = 0; i < sorted.length; i += minBlock) {
    const part = sorted.slice(i, i + minBlock)
    if (part.length < minBlock && blocks.length) {
      const last = blocks[blocks.length - 1] as Block
      last.hi = (part[part.length - 1] as [number, boolean])[0]
      last.n += part.length
      last.right += part.filter((x) => x[1]).length
      continue
    }
    blocks.push({
      lo: (part[0] as [number, boolean])[0],
      hi: (part[part.length - 1] as [number, boolean])[0],
      n: part.length,
      right: part.filter((x) => x[1]).length,
    })
  }
  const rate = (b: Block) => (b.right + 1) / (b.n + 2)
  // Pool adjacent violators: merge until rates never fall as probability rises.
  const stack: Block[] = []
  for (const b of blocks) {
    stack.push({ ...b })
    while (stack.length > 1 && rate(stack[stack.length - 2] as Block) >= rate(stack[stack.length - 1] as Block)) {
      const top = stack.pop() as Block
      const below = stack[stack.length - 1] as Block
      below.hi = top.hi
      below.n += top.n
      below.right += top.right
    }
  }
  const policy = (r: number) => (r >= 0.95 ? r : r >= 0.9 ? 0.89 : r)
  // Rounded down, so a rate just under 0.9 never shows as 0.90.
  const round = (x: number) => Math.floor(x * 1000) / 1000
  // Each block's confidence from its lowest probability up (the first block from 0).
  const steps: [number, number][] = []
  for (const [i, b] of stack.entries()) {
    const step: [number, number] = [
      i === 0 ? 0 : Math.floor(b.lo * 1000) / 1000,
      round(Math.min(0.99, policy(rate(b)))),
    ]
    // Two blocks starting within a thousandth: the later one (higher) is the step.
    if (steps.length && (steps[steps.length - 1] as [number, number])[0] === step[0]) steps.pop()
    steps.push(step)
  }
  return steps
}
