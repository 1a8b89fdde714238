// The table's keys (bjswitch_widgets/widgets/keys.py): one message per decision shown,
// keyboard shortcuts, and focus kept in the table. Shows nothing itself.

const TYPING = "input, textarea, select, [contenteditable]";
const RELEASE_MS = 3000; // no answer from the kernel by then: let clicks through again
// A pointer click on the same control less than this after the click before it is the rest of
// one double (or triple) click, begun on the decision its first click made: dropped, even when
// the next decision came back in between. 250 ms: a double-click's clicks come closer, while a
// learner who clicks the same button again for the next decision (Stand, then Stand on hand 2
// about 0.35 s later) is past it. Not measured from the next render: a slow kernel must not
// make a deliberate click look like the rest of a double-click.
const GESTURE_MS = 250;
const NO_CLICK = { name: null, at: -Infinity };

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
  let last = NO_CLICK; // the last pointer click on a control (acted on or not), and when

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
    // "focus" names a control, or (starting with ".") a selector in the table: an amount box
    const wanted = model.get("focus");
    const named = wanted && (wanted.startsWith(".") ? root.querySelector(wanted) : button(wanted));
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

  // The button of this table under element whose clicks become messages, else null.
  function controlButton(element) {
    const found = element && element.closest && element.closest("button");
    if (!found || !root.contains(found)) return null;
    return controls().has(controlOf(found)) ? found : null;
  }

  // A click acts on the decision shown when it is made (the token), unless it is the rest of a
  // double or triple click: a pointer click (detail >= 1, whatever count the system gave it) on
  // the same control as the click before, less than GESTURE_MS after it. Enter or Space on a
  // focused control clicks with detail 0: a key press, a decision of its own, like a shortcut.
  function onClick(event) {
    const clicked = controlButton(event.target);
    if (!clicked) return;
    event.stopPropagation(); // ipywidgets never sees it: the kernel hears of it once, by message
    event.preventDefault();
    inside = true;
    const name = controlOf(clicked);
    const now = performance.now();
    const pointer = event.detail > 0;
    const rest = pointer && name === last.name && now - last.at < GESTURE_MS;
    last = pointer ? { name, at: now } : NO_CLICK;
    if (!rest && !clicked.disabled) trigger(name);
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
    if (key === "Enter" && event.repeat && controlButton(where)) {
      event.stopPropagation(); // Enter held on a control presses it once, as held keys decide
      event.preventDefault();
      return;
    }
    const shortcuts = model.get("shortcuts") || {};
    // The letter's own key in any layout: with a Russian layout on, H types "р" (event.code
    // is still "KeyH"), and the keys the help names must work whatever the learner types in.
    const physical = /^Key[A-Z]$/.test(event.code || "") ? event.code.slice(3).toLowerCase() : "";
    const names = shortcuts[key] || (key.length === 1 && physical ? shortcuts[physical] : undefined);
    if (!names) return;
    event.stopPropagation();
    if (key === "Enter" && where.tagName === "BUTTON") return; // the button's own Enter
    event.preventDefault();
    if (event.repeat) return; // a key held down decides once
    for (const name of names) {
      if (usable(button(name))) {
        last = NO_CLICK; // a key between two clicks parts them
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
