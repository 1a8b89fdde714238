"""The CSS of the table and of the trainer (a <style> block each; every rule names a ``bjs-``
class). The trainer's page holds both: its drill is drawn as the table's (``TRAINER_CSS`` adds
the verdict, the statistics and the strip of the last answers).

Two kinds of colour, so that every text reads in JupyterLab's light and dark themes alike:

* **The felt and everything on it** (dealer, seats, hands, cards, chips, outcome badges) keeps
  its own colours in both themes: a green felt with a wooden rail, light text on it, white
  cards, and badges that carry their own background. None of them depends on the theme.
* **Everything around the felt** (header, switch preview, status line, Advisor, standings, log,
  buttons) takes JupyterLab's theme variables (``--jp-*``, with light fallbacks for a page
  without them), or fixed colours on a background of its own (the error box, the Advisor's
  best choice, the primary buttons).

Sizes are in ``em`` of ``--bjs-font``; ``.bjs-large`` (on a block or on the table's root) sets it
half as big again, for a projector. On a narrow pane (a phone, a side panel) a container query
on the table's view stacks the hands of a box below one another instead of scrolling sideways;
the buttons stay at the foot of the screen while the felt scrolls under them (``_DOCK``).
Through a round the felt keeps its width: texts that appear or change wrap inside the width the
cards give.
"""

from __future__ import annotations

__all__ = ["CSS", "TRAINER_CSS", "style_html", "trainer_style_html"]

_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'


def _preview_stacked(preview: str, width: int) -> str:
    """The switch preview on a pane narrower than ``width`` px: one hand a line (label, cards,
    total), Keep's two above Switch's, still in columns; a label wraps before a total does."""
    return (
        f"@container bjs-preview (max-width: {width}px) {{\n"
        f"  {preview} {{ grid-template-columns: auto max-content auto; }}\n"
        f"  {preview} .bjs-preview-hand + .bjs-preview-hand .bjs-preview-label {{ margin-left: 0; }}\n"
        "}"
    )


#: Around the felt: JupyterLab's theme, with light fallbacks.
_THEMED = f"""
.bjs-root {{ --bjs-font: 14px; font-family: {_FONTS}; color: var(--jp-ui-font-color0, #111); }}
.bjs-large, .bjs-root.bjs-large {{ --bjs-font: 21px; }}
.bjs-header, .bjs-table, .bjs-preview, .bjs-status, .bjs-error, .bjs-advisor, .bjs-standings,
.bjs-log, .bjs-export {{ font-size: var(--bjs-font, 14px); line-height: 1.35; font-family: {_FONTS};
  box-sizing: border-box; max-width: 100%; overflow-wrap: anywhere; }}
.bjs-header, .bjs-preview, .bjs-status, .bjs-advisor, .bjs-standings, .bjs-log, .bjs-export {{
  color: var(--jp-ui-font-color0, #111); }}
.bjs-header b {{ font-size: 1.08em; }}
.bjs-preview {{ background: var(--jp-layout-color2, #eeeeee);
  border-left: .3em solid var(--jp-brand-color1, #1976d2); border-radius: .4em;
  padding: .4em .65em; margin: .35em 0; }}
.bjs-root .bjs-preview-view {{ container: bjs-preview / inline-size; }}
.bjs-preview {{ display: grid; align-items: center; justify-content: start; gap: .3em .45em;
  grid-template-columns: repeat(2, max-content max-content max-content); }}
.bjs-preview-ask {{ grid-column: 1 / -1; margin-bottom: .1em; contain: inline-size; }}
.bjs-preview-row, .bjs-preview-hand {{ display: contents; }}
.bjs-preview-label {{ justify-self: end; text-align: right; }}
.bjs-preview-label, .bjs-preview-total {{ overflow-wrap: normal; }}
.bjs-preview-hand + .bjs-preview-hand .bjs-preview-label {{ margin-left: 1.1em; }}
.bjs-preview-cards {{ display: inline-flex; gap: .25em; }}
.bjs-preview-total {{ font-weight: 700; }}
.bjs-preview .bjs-card {{ font-size: .8em; }}
{_preview_stacked(".bjs-preview:not(.bjs-large):not(.bjs-large .bjs-preview)", 560)}
{_preview_stacked(":is(.bjs-preview.bjs-large, .bjs-large .bjs-preview)", 800)}
.bjs-moved {{ display: inline-flex; border-radius: .45em;
  outline: 2px dashed var(--jp-brand-color1, #1976d2); outline-offset: 2px; }}
.bjs-status {{ font-size: calc(var(--bjs-font, 14px) * 1.08); margin: .35em 0; padding: .15em .55em;
  border-left: .3em solid var(--jp-border-color1, #bdbdbd); }}
.bjs-error {{ background: #fdecea; color: #7d1a12; border-left: .3em solid #c5221f;
  border-radius: .3em; padding: .25em .6em; margin: .25em 0; }}
.bjs-advisor {{ background: var(--jp-layout-color2, #eeeeee); border-left: .3em solid #7e57c2;
  border-radius: .4em; padding: .4em .65em; margin: .35em 0; }}
.bjs-advisor table {{ border-collapse: collapse; margin: .2em 0; }}
.bjs-advisor td {{ padding: .05em .8em .05em .3em; }}
.bjs-advisor .bjs-best td {{ background: #d7f5dd; color: #0b3d1a; font-weight: 700; }}
.bjs-advisor-cost {{ font-weight: 600; margin-bottom: .3em; }}
.bjs-advisor td.bjs-advisor-error {{ font-size: .85em; opacity: .8; font-weight: 400; }}
.bjs-log {{ max-height: 19em; overflow-y: auto; margin: 0; padding-left: 2em; }}
.bjs-log li {{ margin: .1em 0; }}
.bjs-standings table {{ border-collapse: collapse; margin-top: .3em; }}
.bjs-standings td, .bjs-standings th {{ border: 1px solid var(--jp-border-color1, #bdbdbd);
  padding: .15em .75em; text-align: left; }}
.bjs-export {{ width: 100%; background: var(--jp-layout-color2, #eeeeee);
  border-left: .3em solid var(--jp-brand-color1, #1976d2); border-radius: .4em;
  padding: .4em .65em; margin: .35em 0; }}
.bjs-export-title {{ font-weight: 700; margin: .45em 0 .2em; }}
.bjs-export-text {{ display: block; width: 100%; box-sizing: border-box; margin: 0;
  font-family: var(--jp-code-font-family, Menlo, Consolas, "DejaVu Sans Mono", monospace);
  font-size: .86em; line-height: 1.35; white-space: pre-wrap; overflow-wrap: anywhere;
  overflow-x: hidden; overflow-y: auto; resize: vertical;
  color: var(--jp-ui-font-color0, #111); background: var(--jp-layout-color0, #fff);
  border: 1px solid var(--jp-border-color1, #bdbdbd); border-radius: .3em; padding: .35em .5em; }}
.bjs-export-text:focus {{ outline: 2px solid var(--jp-brand-color1, #1976d2); outline-offset: 1px; }}
.bjs-why-not {{ font-size: var(--bjs-font, 14px); line-height: 1.35; font-family: {_FONTS};
  color: var(--jp-ui-font-color0, #111); background: var(--jp-layout-color2, #eeeeee);
  border-left: .3em solid var(--jp-border-color1, #bdbdbd); border-radius: .4em;
  padding: .3em .65em; margin: .3em 0; overflow-wrap: anywhere; }}
.bjs-why-not ul {{ margin: .15em 0 0; padding-left: 1.2em; }}
.bjs-keys-help {{ line-height: 1.35; margin: .2em 0; }}
.bjs-keys-help ul {{ display: inline; margin: 0; padding: 0; list-style: none; }}
.bjs-keys-help li {{ display: inline-block; white-space: nowrap; margin: 0 .9em 0 0; }}
.bjs-bets-head, .bjs-root .bjs-insurance-label-view > .widget-html-content {{ line-height: 1.35; }}
.bjs-root :is(.bjs-status-view, .bjs-trainer-verdict-view) {{
  margin-left: var(--jp-widgets-margin, 2px); margin-right: var(--jp-widgets-margin, 2px); }}
.bjs-root .jupyter-button.mod-primary:enabled {{ background-color: #1565c0; color: #fff; }}
.bjs-root .jupyter-button.mod-info:enabled {{ background-color: #00695c; color: #fff; }}
.bjs-root .jupyter-widget-Collapse-header {{ color: var(--jp-ui-font-color1, rgba(0,0,0,.87)); }}
.bjs-root.bjs-large .jupyter-button {{ font-size: 18px; height: auto; min-height: 38px;
  padding: 4px 14px; }}
"""

#: The felt: the same colours in both themes.
_FELT = """
.bjs-root .bjs-table-view { flex: 1 1 auto; min-width: 0; max-width: 100%;
  container: bjs-felt / inline-size; }
.bjs-table { display: inline-flex; flex-direction: column; align-items: center; gap: .55em;
  padding: .7em; border: .5em solid #6d4526; border-radius: 1.5em; color: #fff;
  background-color: #0b5e33;
  background-image: radial-gradient(ellipse at 50% 0, rgba(255,255,255,.07), rgba(255,255,255,0) 65%);
  box-shadow: inset 0 0 0 2px rgba(0,0,0,.3), 0 2px 6px rgba(0,0,0,.3); }
.bjs-dealer, .bjs-seat { background: rgba(0,0,0,.24); border: 2px solid transparent;
  border-radius: .8em; padding: .45em .65em .55em; box-sizing: border-box; max-width: 100%; }
.bjs-dealer { min-width: 12em; }
.bjs-seats { display: flex; flex-wrap: wrap; justify-content: center; align-items: flex-start;
  gap: .6em; max-width: 100%; }
.bjs-active-seat { border-color: #ffd24a; box-shadow: 0 0 0 2px rgba(255,210,74,.35); }
.bjs-sitting-out { border: 2px dashed rgba(255,255,255,.45); background: rgba(0,0,0,.12); }
.bjs-seat-head { display: flex; flex-wrap: wrap; gap: .2em .7em; align-items: baseline;
  justify-content: space-between; margin-bottom: .3em; }
.bjs-name { font-weight: 800; font-size: 1.12em; color: #fff; }
.bjs-chips { color: #fbe7a1; font-weight: 600; }
.bjs-computer { font-size: .75em; background: #e8eaed; color: #202124; border-radius: .5em;
  padding: 0 .45em; font-weight: 600; }
.bjs-positions { display: flex; flex-wrap: wrap; gap: .6em; align-items: flex-start; }
.bjs-box { display: flex; flex-wrap: wrap; align-items: flex-start; gap: .25em; max-width: 100%;
  box-sizing: border-box; padding: .3em; border: 1px dashed rgba(255,255,255,.3);
  border-radius: .7em; background: rgba(255,255,255,.03); }
.bjs-box:only-child { padding: 0; border: 0; background: none; }
.bjs-position { display: flex; flex-direction: column; gap: .45em; min-width: 0; }
.bjs-switch-mark { align-self: center; display: flex; flex-direction: column; align-items: center;
  gap: .1em; width: 4.6em; color: #e6f0ea; text-align: center; }
.bjs-switch-glyph { display: flex; align-items: center; justify-content: center; width: 1.7em;
  height: 1.7em; border-radius: 50%; border: 2px solid rgba(255,255,255,.45); font-size: 1.15em;
  font-weight: 700; line-height: 1; }
.bjs-switch-word { font-size: .72em; font-weight: 700; line-height: 1.15; }
.bjs-switch-asked .bjs-switch-glyph { background: #ffd24a; color: #1f1a00; border-color: #fff;
  box-shadow: 0 0 0 3px rgba(255,210,74,.45); }
.bjs-switch-asked .bjs-switch-word { color: #ffe38a; }
.bjs-switch-done .bjs-switch-glyph { background: #8ab4f8; color: #0b1f44; border-color: #fff; }
.bjs-switch-done .bjs-switch-word { color: #c6dafc; }
.bjs-switch-kept .bjs-switch-glyph { border-style: dashed; }
.bjs-hand { border: 2px solid rgba(255,255,255,.3); border-radius: .6em; padding: .35em .5em .45em;
  background: rgba(255,255,255,.05); min-width: 13.5em; max-width: 100%; box-sizing: border-box; }
.bjs-active-hand { border-color: #ffd24a; background: rgba(255,210,74,.1);
  box-shadow: 0 0 0 3px rgba(255,210,74,.35); }
.bjs-hand-head { display: flex; flex-wrap: wrap; align-items: center; gap: .15em .5em; }
.bjs-hand-title { font-size: .86em; font-weight: 700; color: #e6f0ea; }
.bjs-in-play { font-size: .78em; font-weight: 800; background: #ffd24a; color: #1f1a00;
  border-radius: 1em; padding: .05em .55em; white-space: nowrap; }
.bjs-hand-info { display: flex; flex-wrap: wrap; align-items: center; gap: .15em .7em; }
.bjs-total { font-weight: 800; color: #fff; }
.bjs-bet { display: inline-flex; align-items: center; gap: .3em; font-size: .86em; color: #fbe7a1;
  font-weight: 600; }
.bjs-chip-stack { display: inline-flex; align-items: center; }
.bjs-chip { display: inline-block; box-sizing: border-box; width: 1.1em; height: 1.1em;
  border-radius: 50%; border: .15em dashed #fff;
  background: radial-gradient(circle, #d32f2f 0 36%, #fff 37% 46%, #d32f2f 47%);
  box-shadow: 0 0 0 1px #7f1010, 0 1px 2px rgba(0,0,0,.5); }
.bjs-chip + .bjs-chip { margin-left: -.55em; margin-top: -.3em; }
.bjs-doubled { font-size: .85em; font-weight: 800; color: #1f1a00; background: #fbe7a1;
  border-radius: .3em; padding: 0 .35em; }
.bjs-outcome { display: inline-block; margin-top: .35em; padding: .08em .55em; border-radius: .4em;
  font-size: 1.05em; font-weight: 800; background: #e8eaed; color: #202124; }
.bjs-hand:not([class*="bjs-outcome-"]) .bjs-outcome { font-size: 1em; }
.bjs-outcome-win { border-color: #5ee27f; }
.bjs-outcome-win .bjs-outcome { background: #5ee27f; color: #06290f; }
.bjs-outcome-push { border-color: #e8eaed; }
.bjs-outcome-push .bjs-outcome { background: #e8eaed; color: #202124; }
.bjs-outcome-lose { border-color: #ff8a80; }
.bjs-outcome-lose .bjs-outcome { background: #c5221f; color: #fff; }
.bjs-outcome-surrender { border-color: #ffb74d; }
.bjs-outcome-surrender .bjs-outcome { background: #ffb74d; color: #2b1700; }
.bjs-rule { font-size: .8em; color: #dcebe2; margin-top: .2em; }
.bjs-note { font-size: .86em; color: #e6f0ea; margin-top: .25em; }
/* The felt keeps its width through a round: a hand is as wide as its cards, at least 13.5em, and
   every text that changes during the round (heads, totals, outcomes, rules, notes) wraps inside
   the width the cards give instead of widening its hand, seat or the dealer. */
.bjs-seat-head, .bjs-hand-head, .bjs-hand-info, .bjs-settle, .bjs-note { contain: inline-size; }
.bjs-seat { min-width: 16em; }
"""

#: The cards: white faces with two corner indexes and a large suit; a patterned back.
_CARDS = """
.bjs-cards { display: flex; align-items: center; margin: .4em 0 .35em; min-height: 4.4em; }
.bjs-cards .bjs-card + .bjs-card { margin-left: -1.05em; }
.bjs-cards .bjs-card + .bjs-sideways { margin-left: .2em; }
.bjs-cards .bjs-card:has(+ .bjs-card:not(.bjs-sideways)) .bjs-corner-bottom { visibility: hidden; }
.bjs-card { position: relative; display: inline-block; flex: none; box-sizing: border-box;
  width: 3.1em; height: 4.4em; border: 1px solid #8d939a; border-radius: .38em; background: #fff;
  box-shadow: 0 1px 3px rgba(0,0,0,.45); font-weight: 700; line-height: 1;
  vertical-align: middle; font-family: Georgia, "DejaVu Serif", "Times New Roman", serif; }
.bjs-face { position: absolute; inset: 0; }
.bjs-corner { position: absolute; display: flex; flex-direction: column; align-items: center;
  line-height: .95; }
.bjs-corner-top { top: .22em; left: .2em; }
.bjs-corner-bottom { bottom: .22em; right: .2em; transform: rotate(180deg); }
.bjs-corner .bjs-rank { font-size: 1.02em; letter-spacing: -.07em; }
.bjs-corner .bjs-suit { font-size: .82em; }
.bjs-pip { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%);
  font-size: 1.9em; line-height: 1; }
.bjs-red { color: #c8102e; }
.bjs-black { color: #111; }
.bjs-sideways { width: 4.4em; height: 3.1em; }
.bjs-sideways .bjs-face { inset: auto; left: 50%; top: 50%; width: 3.1em; height: 4.4em;
  transform: translate(-50%, -50%) rotate(90deg); }
.bjs-back::before { content: ""; position: absolute; inset: .24em; border-radius: .22em;
  border: 1px solid #0f2f73; background-color: #1d4fb8;
  background-image: repeating-linear-gradient(45deg, rgba(255,255,255,.3) 0 1.5px,
    transparent 1.5px 6px), repeating-linear-gradient(-45deg, rgba(255,255,255,.3) 0 1.5px,
    transparent 1.5px 6px); }
"""


def _stacked(felt: str) -> str:
    """On a narrow pane: the felt fills the width, seats, boxes and positions stack, the ⇄
    turns to point from hand 1 down to hand 2. The felt's width is the pane's, so the texts need
    not be kept from widening it (and contained texts would make Chrome leave room below a
    column of split hands)."""
    return f"""
  {felt} {{ display: flex; padding: .45em; border-width: .35em; border-radius: 1em; }}
  {felt} :is(.bjs-seats, .bjs-seat, .bjs-positions, .bjs-box) {{ width: 100%; }}
  {felt} :is(.bjs-seat, .bjs-hand) {{ min-width: 0; }}
  {felt} :is(.bjs-positions, .bjs-box) {{ flex-direction: column; align-items: stretch; }}
  {felt} .bjs-switch-mark {{ flex-direction: row; gap: .5em; width: auto; }}
  {felt} .bjs-switch-glyph {{ transform: rotate(90deg); }}
  {felt} .bjs-rule {{ max-width: none; }}
  {felt} :is(.bjs-seat-head, .bjs-hand-head, .bjs-hand-info, .bjs-settle, .bjs-note) {{
    contain: none; }}"""


#: Narrow panes and phones (a container query on the table's view, so a narrow JupyterLab
#: pane counts as much as a phone): nothing scrolls or is clipped sideways. The large size
#: (on the felt or on the table's root) stacks sooner.
_NORMAL = ".bjs-table:not(.bjs-large):not(.bjs-large .bjs-table)"
_LARGE = ":is(.bjs-table.bjs-large, .bjs-large .bjs-table)"
_NARROW = (
    f"@container bjs-felt (max-width: 520px) {{{_stacked(_NORMAL)}\n}}\n"
    f"@container bjs-felt (max-width: 780px) {{{_stacked(_LARGE)}\n}}\n"
)

#: The dock (the status line, insurance, the buttons and why some are off) sticks to the foot of
#: the screen while the hands scroll under it, so that a decision is never a long scroll away
#: from the cards: on a phone, and on a wide screen where two seats, split hands or a Switch
#: preview make the table taller than the screen (it stays inside the table: past the table it
#: scrolls away with it; where the whole table fits, it rests in its place and covers nothing).
#: JupyterLab's and Voila's output boxes scroll their content (overflow: auto), which would hold
#: the dock in place: only around a table they let it through.
#: On a phone a question may take one line or two (``Ann, hand 2 (hard 20): hit, stand, double,
#: split?``): the status line keeps room for two, so that the buttons under it stay where they
#: were from one decision to the next and a quick second click on the same spot finds the same
#: button (the trainer's question too).
_DOCK = """
.bjs-root .bjs-dock { position: sticky; bottom: 0; z-index: 5; overflow: visible;
  background: var(--jp-layout-color0, #fff); border-top: 1px solid var(--jp-border-color2, #e0e0e0);
  padding: .1em 0 .3em; }
:is(.jp-OutputArea, .jp-OutputArea-child, .jp-OutputArea-output):has(.bjs-dock) {
  overflow: visible; }
@media (max-width: 640px) {
  .bjs-root .bjs-dock { border-top: 1px solid var(--jp-border-color1, #bdbdbd);
    box-shadow: 0 -.35em .7em -.3em rgba(0,0,0,.35); padding: .15em 0 .35em; }
  .bjs-root .bjs-dock .bjs-status { margin: .2em 0; }
  .bjs-root .bjs-status { min-height: calc(2 * 1.35em + .3em); }
}
"""

CSS = _THEMED + _FELT + _CARDS + _NARROW + _DOCK


def style_html() -> str:
    """The CSS as an HTML ``<style>`` element."""
    return f"<style>{CSS}</style>"


#: The trainer's own blocks (themed, as everything around the felt is): the verdict on the last
#: answer (green right, red not), the statistics and the strip of the last answers (✔ on green,
#: ✘ on red).
TRAINER_CSS = """
.bjs-trainer-verdict, .bjs-trainer-stats { padding: .4em .6em; margin: .3em 0; line-height: 1.35;
  background: var(--jp-layout-color2, #eeeeee); color: var(--jp-ui-font-color0, #111111);
  border-left: .3em solid #7e57c2; }
.bjs-trainer-verdict.bjs-right { border-left-color: #2e7d32; }
.bjs-trainer-verdict.bjs-wrong { border-left-color: #c62828; }
.bjs-trainer-stats-view .widget-html-content { min-width: 0; }
.bjs-trainer-kinds { max-width: 100%; overflow-x: auto; }
.bjs-trainer-stats table { border-collapse: collapse; margin: .3em 0; overflow-wrap: normal; }
.bjs-trainer-stats td, .bjs-trainer-stats th { padding: .05em .45em; text-align: left; }
.bjs-strip-line { margin: .3em 0; }
.bjs-strip { display: inline-flex; flex-wrap: wrap; gap: 2px; vertical-align: middle; }
.bjs-strip > span { display: inline-flex; align-items: center; justify-content: center;
  width: 1.35em; height: 1.5em; border-radius: 2px; color: #fff; font-size: .95em;
  font-weight: 700; line-height: 1; }
.bjs-strip-right { background: #2e7d32; } .bjs-strip-wrong { background: #c62828; }
.bjs-trainer-note { font-size: .9em; }
"""


def trainer_style_html() -> str:
    """The trainer's CSS as an HTML ``<style>`` element (beside :func:`style_html`'s)."""
    return f"<style>{TRAINER_CSS}</style>"
