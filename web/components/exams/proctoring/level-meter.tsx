import { useEffect, useState } from 'react'

/** The microphone's level, live (an analyser over the audio track): the candidate sees it hears them. */
export function useAudioLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0)
  useEffect(() => {
    if (!stream?.getAudioTracks().length) return
    const context = new AudioContext()
    const source = context.createMediaStreamSource(stream)
    const analyser = context.createAnalyser()
    analyser.fftSize = 512
    source.connect(analyser)
    const data = new Uint8Array(analyser.fftSize)
    let frame = 0
    const read = () => {
      analyser.getByteTimeDomainData(data)
      let peak = 0
      for (const v of data) peak = Math.max(peak, Math.abs(v - 128))
      setLevel(Math.min(1, peak / 64))
      frame = requestAnimationFrame(read)
    }
    read()
    return () => {
      cancelAnimationFrame(frame)
      source.disconnect()
      void context.close()
    }
  }, [stream])
  return level
}

export function LevelMeter({ level, label }: { level: number; label: string }) {
  return (
    <div className="flex items-center gap-2 text-xs text-muted-foreground">
      <span>{label}</span>
      <meter
        aria-label={label}
        min={0}
        max={1}
        low={0.05}
        high={0.85}
        optimum={0.4}
        value={level}
        className="h-2 w-40"
      />
    </div>
  )
}
