"""The teaching tools: what an instructor and a learner use around the game, built on the rules
engine and never a part of it.

* :mod:`~bjswitch_widgets.teaching.lessons` — the learner's and the solution copies of the lessons
  from one source (its shape checked by :mod:`~bjswitch_widgets.teaching.notebook_shape`);
  :mod:`~bjswitch_widgets.teaching.course` — the same lessons as an nbgrader course;
  :mod:`~bjswitch_widgets.teaching.handout` — printable rules summaries and charts.
* :mod:`~bjswitch_widgets.teaching.progress` — the scoreboard of first tries (its file's format in
  :mod:`~bjswitch_widgets.teaching.progress_format`); :mod:`~bjswitch_widgets.teaching.training`
  — the trainer's practice, no widgets (a saved practice checked by
  :mod:`~bjswitch_widgets.teaching.practice_store`).
* :mod:`~bjswitch_widgets.teaching.authoring` — ``stack()``: a scenario's shoe from the hands an
  instructor wants.

It depends one way. These modules use the rules, the engine (``round``), the strategy, the
checks, replay and the package's file helpers (``files``, ``userfiles``); nothing below them
imports them. The widgets (``bjswitch_widgets.widgets``), the command line (``__main__``) and the
package's top (``stack``, ``progress``) use them. This file imports none of its modules, so
importing one loads only what that one needs.
"""
