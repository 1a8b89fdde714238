// The table's keys (bjswitch_widgets/widgets/keys.py): one message per decision shown,
// keyboard shortcuts, and focus kept in the table. Shows nothing itself.

const TYPING = "input, textarea, select, [contenteditable]";
const RELEASE_MS = 3000; // no answer from the kernel by then: let clicks through again
// A second click on the same button this soon is the rest of a double (or triple) click, even
// when the new render came back in between: it is dropped, never a decision of its own.
const REPEAT_MS = 400;

function controlOf(button) {
  for (const name of button.classList) {
    if (name.startsWith("bjs-btn-")) return name.slice("bjs-btn-".length);
  }
  return null;
}

function usable(element) {
  return !!element && !element.disabled && element.getClientRects().length > 0;
}

function render({ model, el }) {
  let root = null;
  let sent = null; // the token of the message sent and not yet answered
  let timer = 0;
  let frame = 0;
  let inside = false; // focus is (or was, until a disabled button dropped it) in the table
  let stopped = false;
  let observer = null;
  let last = { name: null, at: -Infinity }; // the last click sent

  const controls = () => new Set(model.get("controls") || []);
  const button = (name) => root.querySelector(`button.bjs-btn-${CSS.escape(name)}`);

  // While a message waits for its answer the root carries data-bjs-busy (styles and tests).
  function release() {
    sent = null;
    clearTimeout(timer);
    if (root) delete root.dataset.bjsBusy;
  }

  function trigger(name) {
    inside = true;
    if (sent !== null) return false; // swallowed: this decision's message is on its way
    sent = model.get("token");
    root.dataset.bjsBusy = "1";
    model.send({ type: "act", action: name, token: sent });
    clearTimeout(timer);
    timer = setTimeout(release, RELEASE_MS);
    return true;
  }

  function target() {
    const named = model.get("focus") && button(model.get("focus"));
    if (usable(named)) return named;
    const names = controls();
    for (const candidate of root.querySelectorAll("button")) {
      if (usable(candidate) && names.has(controlOf(candidate))) return candidate;
    }
    return null;
  }

  function settle() {
    if (!root || frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      const active = document.activeElement;
      const fell = !active || active === document.body || !active.isConnected;
      if (fell ? !inside : !root.contains(active)) return; // focus is elsewhere: leave it
      if (!fell && active.matches(TYPING)) return;
      if (!fell && active.tagName === "BUTTON" && usable(active)) return;
      const next = target();
      if (next) {
        next.focus({ preventScroll: true });
      } else if (active !== root) {
        root.tabIndex = -1; // nothing enabled: the table itself keeps the keys
        root.focus({ preventScroll: true });
      }
    });
  }

  function onClick(event) {
    const clicked = event.target.closest && event.target.closest("button");
    if (!clicked || !root.contains(clicked)) return;
    const name = controlOf(clicked);
    if (!name || !controls().has(name)) return;
    event.stopPropagation(); // ipywidgets never sees it: the kernel hears of it once, by message
    event.preventDefault();
    const now = performance.now();
    if (clicked.disabled || event.detail > 1 || (name === last.name && now - last.at < REPEAT_MS)) {
      inside = true;
      return;
    }
    if (trigger(name)) last = { name, at: now };
  }

  // On the table's root (bubbling), so that a key it uses stops there: JupyterLab and Notebook 7
  // read their own shortcuts on the document (in command mode "d", "k", "i" … edit the
  // notebook). On the document only for focus that fell to the page body.
  function onKey(event) {
    const where = event.target;
    if (event.defaultPrevented || event.isComposing) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (where.matches && where.matches(TYPING)) return; // typing a bet
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const names = (model.get("shortcuts") || {})[key];
    if (!names) return;
    event.stopPropagation();
    if (key === "Enter" && where.tagName === "BUTTON") return; // the button's own Enter
    event.preventDefault();
    if (event.repeat) return; // a key held down decides once
    for (const name of names) {
      if (usable(button(name))) {
        trigger(name);
        return;
      }
    }
  }

  function onBodyKey(event) {
    if (inside && (event.target === document.body || event.target === document.documentElement)) {
      onKey(event);
    }
  }

  const onFocusIn = () => {
    inside = true;
  };
  const onFocusOut = (event) => {
    if (event.relatedTarget && !root.contains(event.relatedTarget)) inside = false;
  };
  const onPointer = (event) => {
    inside = root.contains(event.target);
  };
  const onMessage = (message) => {
    if (message && message.type === "ack") {
      release();
      settle();
    }
  };

  // What the table listens to while attached, each removed again when the view goes:
  // [target, event, handler, capture] on the page, [event, handler] on the model.
  const listeners = () => [
    [root, "click", onClick, true],
    [root, "focusin", onFocusIn, false],
    [root, "focusout", onFocusOut, false],
    [root, "keydown", onKey, false],
    [document, "keydown", onBodyKey, false],
    [document, "pointerdown", onPointer, true],
  ];
  const modelEvents = [
    ["msg:custom", onMessage],
    ["change:token", settle],
    ["change:focus", settle],
  ];

  function attach() {
    if (stopped) return;
    root = el.closest(`.${model.get("root")}`);
    if (!root) {
      requestAnimationFrame(attach); // rendered before it was put in the page
      return;
    }
    if (root.dataset.bjsKeys) return; // another view of this widget already serves this table
    root.dataset.bjsKeys = "1";
    for (const [on, type, handler, capture] of listeners()) {
      on.addEventListener(type, handler, capture);
    }
    observer = new MutationObserver(settle);
    observer.observe(root, { attributes: true, attributeFilter: ["disabled"], subtree: true });
    for (const [type, handler] of modelEvents) model.on(type, handler);
  }

  attach();
  return () => {
    stopped = true;
    release();
    if (frame) cancelAnimationFrame(frame);
    if (!root || root.dataset.bjsKeys !== "1" || !observer) return;
    delete root.dataset.bjsKeys;
    for (const [on, type, handler, capture] of listeners()) {
      on.removeEventListener(type, handler, capture);
    }
    observer.disconnect();
    for (const [type, handler] of modelEvents) model.off(type, handler);
  };
}

export default { render };
