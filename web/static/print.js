// The Print buttons of the Rulebooks (.rb-print). They are wired here,
// not with an inline onclick: the Content-Security-Policy runs only the
// site's own script files.
for (const b of document.querySelectorAll('.rb-print')) {
  b.addEventListener('click', () => window.print());
}
