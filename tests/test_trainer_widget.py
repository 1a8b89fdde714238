"""The trainer widget clicked with no kernel (issue 16): one button per choice of the drill, a
click grades the drill it was shown for and deals the next, a stale or hidden click is dropped,
the verdict names the best choice and the rule or chart cell (§1.7 for the switch), and the
statistics show what was answered. Everything a learner reads is escaped."""

from __future__ import annotations

from process_helpers import run_python

from bjswitch_widgets import replay
from bjswitch_widgets.strategy import advise
from bjswitch_widgets.widgets.trainer import Trainer
from bjswitch_widgets.widgets.trainer_render import stats_html, verdict_html


def _shown(trainer: Trainer) -> list[str]:
    return [b.description for b in trainer._buttons.values() if b.layout.display != "none"]


def test_the_trainers_controller_loads_no_ipywidgets():
    """The trainer's controller is reusable without ipywidgets (a script, a JupyterLite page)."""
    proc = run_python(
        "import sys; import bjswitch_widgets.widgets.trainer_controller as c; "
        "t = c.TrainerController('switch', seed=1); t.answer(t.practice.best()); "
        "bad = [m for m in sys.modules if m.split('.')[0] == 'ipywidgets']; "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_the_trainer_takes_its_options_once_and_its_keys_from_the_controls():
    """One signature (TrainerOptions) for the view and its controller, both reachable from the
    package's top; every tooltip and the keys help line read :mod:`.controls`."""
    import inspect

    import bjswitch_widgets
    from bjswitch_widgets.widgets import TrainerController
    from bjswitch_widgets.widgets.controls import keys_help, with_key
    from bjswitch_widgets.widgets.options import TrainerOptions
    from bjswitch_widgets.widgets.trainer_controller import TRAINER_CONTROLS

    assert bjswitch_widgets.Trainer is Trainer
    wanted = list(inspect.signature(TrainerOptions).parameters)
    for cls in (Trainer, TrainerController):
        assert list(inspect.signature(cls).parameters) == wanted
    trainer = Trainer("switch", seed=3)
    assert trainer._buttons["no-insurance"].tooltip == with_key("No insurance", "no-insurance")
    assert trainer._buttons["hit"].tooltip == "[H] Hit"
    no_surrender = [name for name in TRAINER_CONTROLS if name != "surrender"]
    assert trainer._keys_help.value == keys_help(no_surrender)  # §1: no surrender at "switch"
    assert trainer.trainer_keys.shortcuts["n"] == ["no-insurance"]


def test_the_keys_help_lists_the_decisions_the_table_has():
    """Hand-worked from the rules: surrender only at jack_switch (§4); no switch and so no keep
    at classic (§2); insurance everywhere. Not narrowed by the focus: a missed drill of another
    kind comes back."""
    import re

    def keys(profile: str, focus: str | None = None) -> str:
        return re.sub(r"<[^>]+>", "", Trainer(profile, seed=1, focus=focus)._keys_help.value)

    assert "surrender" in keys("jack_switch") and "surrender" not in keys("switch")
    assert "keep" not in keys("classic") and "switch" not in keys("classic", "hard")
    assert "keep" in keys("switch", "hard") and "no insurance" in keys("classic")


def test_only_the_drills_choices_are_buttons_and_a_click_answers_it():
    trainer = Trainer("switch", seed=3, focus="switch")
    assert _shown(trainer) == ["Keep", "Switch"]
    assert "Your practice</b>: no answers yet." in trainer._stats.value  # no "–" for a figure
    assert "<table" not in trainer._stats.value
    first = trainer.situation
    best = trainer.controller.practice.best()
    trainer._buttons[best].click()
    assert trainer.situation != first  # the next drill is dealt
    assert "✔ Right" in trainer._verdict.value and "(§1.7)" in trainer._verdict.value
    assert trainer.stats()["answered"] == 1
    assert "1 answered, 100% right" in trainer._stats.value
    # the table of kinds scrolls on a narrow page, as a group the keyboard reaches
    assert 'class="bjs-trainer-kinds" role="group" tabindex="0"' in trainer._stats.value


def test_a_wrong_click_says_what_was_better_and_what_it_cost():
    trainer = Trainer("switch", seed=5, focus="hard")
    advice = advise(trainer.controller.practice.round())
    assert advice is not None
    worst = min(advice.values, key=lambda k: advice.values[k])
    trainer._buttons[worst].click()
    verdict = trainer._verdict.value
    assert "✘ Not the best" in verdict and "chips per 100" in verdict
    assert "The chart for this table: hard" in verdict
    assert trainer.stats()["waiting"] == 1


def test_a_stale_click_or_a_hidden_control_is_dropped():
    """A click names the drill it was shown for (TableKeys' token): after the drill has been
    answered, the rest of a double-click must not answer the next one."""
    trainer = Trainer("switch", seed=8, focus="pairs")
    shown = trainer.controller.decision_id
    trainer.trainer_keys.receive({"type": "act", "action": "stand", "token": shown})
    assert trainer.stats()["answered"] == 1
    trainer.trainer_keys.receive({"type": "act", "action": "stand", "token": shown})  # stale
    assert trainer.stats()["answered"] == 1
    now = trainer.controller.decision_id
    trainer.trainer_keys.receive({"type": "act", "action": "keep", "token": now})  # not a choice
    assert trainer.stats()["answered"] == 1


def test_the_situation_replays_to_the_drill_shown():
    trainer = Trainer("jack_switch", seed=4)
    result = replay(trainer.situation)
    assert result["status"] == "waiting" and result["to_act"]["player"] == "You"


def test_the_verdict_and_the_statistics_escape_what_they_show():
    from bjswitch_widgets.checks.feedback import Feedback
    from bjswitch_widgets.teaching.training import Answer

    answer = Answer(1, "hard", "<b>hit</b>", "stand", False, True, 0.1)
    html = verdict_html((answer, Feedback(False, "x", "stand", "<script>"), "10♠ 6♥ & <i>"))
    assert "<script>" not in html and "&lt;script&gt;" in html and "&lt;b&gt;hit" in html
    stats = {"answered": 1, "accuracy": 0.0, "cost_per_100": 10.0, "waiting": 1, "kinds": {}}
    assert "&lt;b&gt;" in stats_html(stats, [answer])


def test_a_learners_practice_goes_on_in_a_new_kernel_and_a_seeded_one_is_not_saved(tmp_path):
    """Without a seed the trainer keeps its practice in the progress file (one per table and
    focus): a new Trainer on the same file waits at the same drill with the same figures. A
    seeded trainer (a demonstration, a test) writes nothing."""
    from bjswitch_widgets.teaching.progress import Scoreboard

    path = tmp_path / "progress.json"
    first = Trainer("switch", focus="soft", progress_file=path)
    for _ in range(3):
        first.answer(first.controller.practice.best())
    again = Trainer("switch", focus="soft", progress_file=path)
    assert again.situation == first.situation
    assert again.stats()["answered"] == 3
    other = Trainer("switch", focus="pairs", progress_file=path)  # another focus: its own
    assert other.stats()["answered"] == 0
    seeded = tmp_path / "seeded.json"
    demo = Trainer("switch", seed=1, progress_file=seeded)
    demo.answer(demo.controller.practice.best())
    assert not seeded.exists() or Scoreboard(seeded).practice("trainer:switch") is None


def test_1_7_a_tie_is_named_a_tie_not_essentially_equal_to_a_best():
    """§1.7 and §6.4: seed 7 deals 5♦ Q♥ and Q♦ 10♥ against the 2♣ (both second cards worth
    10: keep and switch are worth the same). Clicking Switch is right, with no "best" named."""
    trainer = Trainer("switch", seed=7, focus="switch")
    assert trainer.situation["cards"] == ["5♦", "Q♦", "2♣", "Q♥", "10♥", "J♥"]
    trainer._buttons["switch"].click()
    verdict = trainer._verdict.value
    assert "✔ Right" in verdict and "keep and switch are worth the same here" in verdict
    assert "after switch: stand on hand 1, stand on hand 2" in verdict
    for contradiction in ("Essentially equal to the best", "is the best choice", "after keep"):
        assert contradiction not in verdict


def test_the_missed_drills_waiting_are_counted_in_plain_english():
    """Not "0 missed drill(s)": no missed drills, 1 missed drill, 2 missed drills."""
    stats = {"answered": 3, "accuracy": 0.5, "cost_per_100": 10.0, "kinds": {}}
    said = {n: stats_html({**stats, "waiting": n}, []) for n in (0, 1, 2)}
    assert "no missed drills waiting to come back" in said[0]
    assert "; 1 missed drill waiting to come back" in said[1]
    assert "; 2 missed drills waiting to come back" in said[2]
    assert not any("drill(s)" in text for text in said.values())


def test_the_verdict_is_a_live_region_and_the_strip_says_right_and_wrong_in_marks():
    """Issue 24: a screen reader hears each verdict (the verdict is the trainer's one live
    region, an element that stays while its text changes), and the strip of the last answers is
    not colour only: ✔ and ✘, and the answers in words for a screen reader."""
    from bjswitch_widgets.checks.feedback import Feedback
    from bjswitch_widgets.teaching.training import Answer
    from bjswitch_widgets.widgets.live import LiveHTML

    trainer = Trainer("switch", seed=3, focus="hard")
    assert isinstance(trainer._verdict, LiveHTML)
    trainer.answer(trainer.controller.practice.best())
    verdict = trainer._verdict.value
    assert "✔ Right" in verdict and 'role="status"' not in verdict and "aria-live" not in verdict
    right = Answer(1, "hard", "hit", "hit", True, True, 0.0)
    wrong = Answer(2, "hard", "stand", "hit", False, True, 0.4)
    html = stats_html(
        {"answered": 2, "accuracy": 0.5, "cost_per_100": 1.0, "waiting": 1, "kinds": {}},
        [right, wrong],
    )
    assert '<span class="bjs-strip-right" title="hard: hit">✔</span>' in html
    assert '<span class="bjs-strip-wrong" title="hard: stand (best hit)">✘</span>' in html
    assert 'aria-label="the last 2 answers, oldest first: 1 right; right, not the best"' in html
    assert "green" not in html and "<svg" not in html
    assert verdict_html((wrong, Feedback(False, "x", "hit", "why"), "10♠ 6♥")).startswith(
        '<div class="bjs-trainer-verdict bjs-wrong">'
    )
