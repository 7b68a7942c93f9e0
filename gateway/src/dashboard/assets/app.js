// Progressive enhancement only: every page works without it.
(() => {
  // Move focus to what a form submission produced (a new token, an error list, a notice).
  const focus = document.querySelector('[data-focus]');
  if (focus) focus.focus();

  for (const button of document.querySelectorAll('[data-copy]')) {
    button.addEventListener('click', async () => {
      const input = document.getElementById(button.getAttribute('data-copy'));
      const status = button.closest('section')?.querySelector('[data-copy-status]');
      let copied = false;
      try {
        await navigator.clipboard.writeText(input.value);
        copied = true;
      } catch {
        input.select();
        copied = document.execCommand?.('copy') ?? false;
      }
      if (status) status.textContent = copied ? 'Copied to the clipboard.' : 'Select the text and copy it.';
      button.textContent = copied ? 'Copied' : 'Copy';
    });
  }
})();
