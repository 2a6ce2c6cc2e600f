// The language picker: choosing a language sends the picker's form at
// once (the server remembers the choice in a cookie and draws the page
// again in it), so the form's button is only for pages without scripts.

const form = document.querySelector('form.lang-picker');
if (form) {
  const go = form.querySelector('.lang-go');
  if (go) go.hidden = true;
  form.querySelector('select')?.addEventListener('change', () => form.submit());
}
