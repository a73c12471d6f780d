import { describe, expect, it } from 'vitest'
import { sanitizeRichText, visibleText } from '../../worker/services/rich-text'

describe('sanitizeRichText', () => {
  it('strips scripts, event handlers, javascript: URLs and frames', () => {
    const dirty = `<p onclick="steal()">Hi <b>there</b><script>alert(1)</script></p><img src="https://x.example/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example">frame text</iframe><img src="http://insecure.example/a.png"><img src="data:image/png;base64,AAAA">`
    const clean = sanitizeRichText(dirty)
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|frame text|insecure|data:/i)
    expect(clean).toContain('<b>there</b>')
    expect(clean).toContain('<img src="https://x.example/a.png" />')
  })

  it('keeps formatting, lists, links and placeholders inside href', () => {
    const clean = sanitizeRichText(
      '<ul><li><em>a</em></li></ul><a href="{{offer_link}}">Open</a> <a href="https://acme.example">site</a><span style="color:#15803d;position:fixed">c</span>',
    )
    expect(clean).toContain('<ul><li><em>a</em></li></ul>')
    expect(clean).toContain('href="{{offer_link}}"')
    expect(clean).toContain('href="https://acme.example"')
    expect(clean).toContain('style="color:#15803d"')
    expect(clean).not.toContain('position')
  })

  it('tells what text is visible', () => {
    expect(visibleText('<p><br></p>')).toBe('')
    expect(visibleText('<p>Hello <b>you</b></p>')).toBe('Hello you')
  })
})
