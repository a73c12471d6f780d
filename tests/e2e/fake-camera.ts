/**
 * A fake camera for the proctored exam: a .y4m video made with ffmpeg from the face photos in
 * fixtures/faces (real photos, MIT; see its README), one segment per photo, which Chromium loops.
 * Not the default fake pattern: it produces false faces.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export type Photo = 'one-face' | 'two-faces' | 'no-face'
const photo = (name: Photo) => fileURLToPath(new URL(`./fixtures/faces/${name}.jpg`, import.meta.url))

/** [photo, seconds] segments -> a 320×240, 10 fps .y4m file; answers its path. */
export function fakeCameraVideo(segments: [Photo, number][]): string {
  const dir = join(tmpdir(), 'hirely-fake-camera')
  mkdirSync(dir, { recursive: true })
  const out = join(dir, `${segments.map(([p, s]) => `${p}-${s}`).join('_')}.y4m`)
  const inputs = segments.flatMap(([p, seconds]) => ['-loop', '1', '-t', String(seconds), '-i', photo(p)])
  const streams = segments.map((_, i) => `[${i}:v]scale=320:240,setsar=1[v${i}]`).join(';')
  const concat = `${segments.map((_, i) => `[v${i}]`).join('')}concat=n=${segments.length}:v=1:a=0,fps=10,format=yuv420p[out]`
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    `${streams};${concat}`,
    '-map',
    '[out]',
    out,
  ])
  return out
}
