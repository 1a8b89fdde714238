"""The table's CSS (one <style> block, scoped under .bjs-root)."""

from __future__ import annotations

__all__ = ["CSS", "style_html"]

CSS = """
.bjs-root { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1b1b; }
.bjs-root .bjs-scroll { overflow-x: auto; max-width: 100%; }
.bjs-table, .bjs-preview, .bjs-status, .bjs-standings { line-height: 1.3; }
.bjs-table { background: #0b6b3a; border-radius: 14px; padding: 12px; min-width: 520px;
  box-sizing: border-box; }
.bjs-dealer, .bjs-seat { background: rgba(255,255,255,0.92); border-radius: 10px; padding: 8px;
  margin: 6px; }
.bjs-dealer { display: inline-block; min-width: 220px; }
.bjs-seats { display: flex; flex-wrap: wrap; align-items: flex-start; }
.bjs-seat { border: 3px solid transparent; min-width: 230px; }
.bjs-active-seat { border-color: #f2b705; box-shadow: 0 0 0 2px #f2b70555; }
.bjs-sitting-out { opacity: 0.6; }
.bjs-seat-head { display: flex; gap: 10px; align-items: baseline; justify-content: space-between;
  margin-bottom: 4px; }
.bjs-name { font-weight: 700; font-size: 15px; }
.bjs-chips { font-size: 13px; color: #333; }
.bjs-computer { font-size: 11px; background: #ddd; border-radius: 6px; padding: 0 5px; }
.bjs-positions { display: flex; gap: 8px; align-items: flex-start; }
.bjs-position { display: flex; flex-direction: column; gap: 6px; }
.bjs-hand { border: 2px solid #c9c9c9; border-radius: 8px; padding: 5px; min-width: 104px;
  background: #fff; }
.bjs-active-hand { border-color: #f2b705; background: #fff8dc; }
.bjs-hand-title { font-size: 12px; font-weight: 600; color: #444; }
.bjs-cards { display: flex; gap: 3px; margin: 4px 0; flex-wrap: wrap; }
.bjs-card { display: inline-flex; flex-direction: column; justify-content: space-between;
  width: 34px; height: 48px; border: 1px solid #888; border-radius: 5px; background: #fff;
  padding: 2px 3px; box-sizing: border-box; font-weight: 700; line-height: 1;
  box-shadow: 1px 1px 2px rgba(0,0,0,0.25); }
.bjs-card .bjs-rank { font-size: 15px; }
.bjs-card .bjs-suit { font-size: 19px; align-self: flex-end; }
.bjs-red { color: #c8102e; }
.bjs-black { color: #111; }
.bjs-back { background: repeating-linear-gradient(45deg, #1d3f8f, #1d3f8f 4px, #2f5bc4 4px,
  #2f5bc4 8px); border-color: #1d3f8f; }
.bjs-sideways { transform: rotate(90deg); margin: 0 8px; }
.bjs-total { font-size: 13px; font-weight: 600; }
.bjs-bet { font-size: 12px; color: #444; }
.bjs-outcome { font-size: 13px; font-weight: 700; margin-top: 3px; }
.bjs-outcome-win .bjs-outcome { color: #0a7a2f; }
.bjs-outcome-push .bjs-outcome { color: #7a5c00; }
.bjs-outcome-lose .bjs-outcome, .bjs-outcome-surrender .bjs-outcome { color: #b00020; }
.bjs-rule { font-size: 11px; color: #333; max-width: 200px; }
.bjs-note { font-size: 12px; color: #333; }
.bjs-preview { background: #eef6ff; border-left: 4px solid #2f5bc4; padding: 6px 8px;
  margin: 4px 0; font-size: 13px; }
.bjs-preview .bjs-card { width: 26px; height: 36px; vertical-align: middle; margin: 1px; }
.bjs-preview .bjs-card .bjs-rank { font-size: 12px; }
.bjs-preview .bjs-card .bjs-suit { font-size: 14px; }
.bjs-status { font-size: 14px; margin: 4px 0; }
.bjs-advisor { background: #f4f0ff; border-left: 4px solid #6a4fc4; padding: 6px 8px; margin: 4px 0;
  font-size: 13px; line-height: 1.3; }
.bjs-advisor table { border-collapse: collapse; margin: 3px 0; }
.bjs-advisor td { padding: 1px 10px 1px 0; }
.bjs-advisor .bjs-best { font-weight: 700; color: #0a7a2f; }
.bjs-advisor-cost { font-weight: 600; margin-bottom: 4px; }
.bjs-log { font-size: 12px; max-height: 260px; overflow-y: auto; margin: 0; padding-left: 28px; }
.bjs-standings table { border-collapse: collapse; margin-top: 4px; }
.bjs-standings td, .bjs-standings th { border: 1px solid #bbb; padding: 2px 10px; text-align: left; }
"""


def style_html() -> str:
    """The CSS as an HTML ``<style>`` element."""
    return f"<style>{CSS}</style>"
