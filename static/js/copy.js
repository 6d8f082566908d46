// Copy buttons: a <button data-copy="ID" hidden> copies the text of the element with that id.
// Without JavaScript the buttons stay hidden and the text is selected by hand as before.
document.addEventListener("click", async (event) => {
  const button = event.target.closest("button[data-copy]");
  if (!button) return;
  const source = document.getElementById(button.dataset.copy);
  if (!source) return;
  const text = source.textContent;
  let copied = false;
  try {
    await navigator.clipboard.writeText(text);
    copied = true;
  } catch (error) {
    // Not a secure context (plain http on another host): select it and use the old command.
    const range = document.createRange();
    range.selectNodeContents(source);
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    copied = document.execCommand("copy");
  }
  const label = button.dataset.label || button.textContent;
  button.dataset.label = label;
  button.textContent = copied ? "Copied" : "Press Ctrl+C";
  setTimeout(() => { button.textContent = label; }, 2000);
});
function showCopyButtons(root) {
  root.querySelectorAll("button[data-copy][hidden]").forEach((b) => { b.hidden = false; });
}
showCopyButtons(document);
document.addEventListener("htmx:afterSwap", (event) => showCopyButtons(event.detail.target.parentNode || document));
