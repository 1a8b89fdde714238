"""Acceptance tests for the replay contract of SCENARIOS.md: the command line and the
Python API, their error behaviour, card notation and the §1.12 worked example.

Expected values are worked by hand from RULES.md; see the comments.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bjswitch_widgets import replay

ROOT = Path(__file__).resolve().parents[1]

WORKED = {
    "players": ["Ann"],
    "cards": ["5♠", "10♣", "9♣", "10♥", "6♥", "7♦", "K♦", "6♦"],
    "actions": ["switch", "double", "stand"],
}


def run_cli(arg, stdin=None):
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + (
        os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else ""
    )
    return subprocess.run(
        [sys.executable, "-m", "bjswitch_widgets", "replay", arg],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=str(ROOT),
        env=env,
        timeout=120,
    )


def run_file(tmp_path, scenario):
    path = tmp_path / "scenario.json"
    if isinstance(scenario, str):
        path.write_text(scenario, encoding="utf-8")
    else:
        path.write_text(json.dumps(scenario, ensure_ascii=False), encoding="utf-8")
    return run_cli(str(path))


def assert_cli_error(proc, *needles):
    """Exit 2, nothing on stdout, exactly one non-empty stderr line, no traceback."""
    assert proc.returncode == 2, (proc.returncode, proc.stdout, proc.stderr)
    assert proc.stdout == ""
    assert "Traceback" not in proc.stderr
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, proc.stderr
    line = lines[0]
    for needle in needles:
        alternatives = needle if isinstance(needle, tuple) else (needle,)
        assert any(alt.lower() in line.lower() for alt in alternatives), (needle, line)
    return line


def assert_api_error(scenario, cli_line, *needles):
    """The Python API raises a ValueError carrying the same message as the CLI line."""
    with pytest.raises(ValueError) as info:
        replay(scenario)
    message = str(info.value).strip()
    assert message
    assert "\n" not in message
    assert message in cli_line, (message, cli_line)
    for needle in needles:
        alternatives = needle if isinstance(needle, tuple) else (needle,)
        assert any(alt.lower() in message.lower() for alt in alternatives), (needle, message)
    return message


def check_error(tmp_path, scenario, *needles):
    line = assert_cli_error(run_file(tmp_path, scenario), *needles)
    assert_api_error(scenario, line, *needles)
    return line


# ---------------------------------------------------------------------------
# Malformed scenarios
# ---------------------------------------------------------------------------


def test_malformed_json_file():
    """Contract: malformed JSON in a file exits 2 with one stderr line naming JSON."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        proc = run_file(Path(tmp), '{"players": ["Ann"], "cards": [')
    assert_cli_error(proc, "json")


def test_malformed_json_stdin():
    """Contract: malformed JSON on stdin ('-') exits 2 with one stderr line naming JSON."""
    assert_cli_error(run_cli("-", stdin="{this is not json"), "json")


def test_missing_file():
    """Contract: a scenario file that does not exist exits 2 with one line naming the file."""
    proc = run_cli(str(ROOT / "tests" / "no_such_scenario_file.json"))
    assert_cli_error(proc, "no_such_scenario_file")


def test_unknown_profile(tmp_path):
    """Contract: an unknown profile is named in the error."""
    check_error(tmp_path, {"profile": "poker", "players": ["Ann"]}, "poker")


def test_zero_players(tmp_path):
    """Contract: players must be 1-6; none is an error."""
    check_error(tmp_path, {"players": []}, "player")


def test_seven_players(tmp_path):
    """Contract: players must be 1-6; seven is an error."""
    names = ["P1", "P2", "P3", "P4", "P5", "P6", "P7"]
    check_error(tmp_path, {"players": names}, "player")


def test_duplicate_names(tmp_path):
    """Contract: player names are unique; the duplicate is named."""
    check_error(tmp_path, {"players": ["Ann", "Ben", "Ann"]}, "Ann")


def test_negative_chips(tmp_path):
    """Contract: chips are a whole number >= 0; -5 is an error."""
    check_error(tmp_path, {"players": [{"name": "Ann", "chips": -5}]}, ("chips", "-5"))


def test_bad_card_string(tmp_path):
    """Contract: a card string that is not rank+suit is named in the error."""
    line = check_error(tmp_path, {"players": ["Ann"], "cards": ["5♠", "1x", "9♣"]}, "1x")
    assert any(q + "1x" + q in line for q in ("'", '"')), line


def test_seventh_ace_of_spades(tmp_path):
    """Contract / RULES §1.1: 6 decks hold six A♠; a seventh is an error naming the card."""
    cards = ["A♠"] * 6 + ["As"]
    check_error(tmp_path, {"players": ["Ann"], "cards": cards}, ("A♠", "As"))


def test_six_aces_of_spades_are_fine():
    """RULES §1.1: six A♠ fit in a 6-deck shoe (no error; waits for insurance on the up ace)."""
    # Deal (switch): Ann h1 A♠, h2 A♠, up A♠, h1 A♠, h2 A♠, hole A♠.  Up ace -> insurance,
    # 0 or 1 per position: insure 0 0, 0 1, 1 0, 1 1 (ascending).
    result = replay({"players": ["Ann"], "cards": ["A♠"] * 6})
    assert result["status"] == "waiting"
    assert result["to_act"] == {
        "player": "Ann",
        "hand": None,
        "legal": ["insure 0 0", "insure 0 1", "insure 1 0", "insure 1 1"],
    }


def test_unknown_action(tmp_path):
    """Contract: an unknown action ('fold') is named with its index."""
    scenario = dict(WORKED, actions=["keep", "fold"])
    check_error(tmp_path, scenario, "fold", "action 1")


def test_action_after_round_ended(tmp_path):
    """Contract: an action left over after the round has ended is illegal (named by index)."""
    # §1.12 round ends after switch, double, stand; a fourth action (index 3) is left over.
    scenario = dict(WORKED, actions=["switch", "double", "stand", "hit"])
    check_error(tmp_path, scenario, "action 3")


def test_illegal_decision_names_index_and_rule_1_7(tmp_path):
    """RULES §1.7: after the keep/switch choice no switch is possible (action 1, §1.7)."""
    scenario = dict(WORKED, actions=["keep", "switch"])
    check_error(tmp_path, scenario, "action 1", "§1.7")


def test_illegal_split_names_index_and_rule_1_8(tmp_path):
    """RULES §1.8: 5♠ 10♥ is not a pair, split is illegal (action 1, §1.8)."""
    scenario = dict(WORKED, actions=["keep", "split"])
    check_error(tmp_path, scenario, "action 1", "§1.8")


def test_illegal_decision_in_session_has_round_prefix(tmp_path):
    """Contract: in a session the error is prefixed 'round 2: action 0: ...'."""
    # Round 1: Ann h1 10♠ 9♠, h2 10♥ 8♥ v 10♦ 7♣ -> keep, stand, stand completes the round.
    # Round 2: the first decision is keep/switch, so 'stand' at action 0 is illegal.
    scenario = {
        "players": ["Ann"],
        "rounds": [
            {
                "cards": ["10♠", "10♥", "10♦", "9♠", "8♥", "7♣"],
                "actions": ["keep", "stand", "stand"],
            },
            {"cards": ["10♠", "10♥", "10♦", "9♠", "8♥", "7♣"], "actions": ["stand"]},
        ],
    }
    line = check_error(tmp_path, scenario, "round 2: action 0:")
    assert "round 1" not in line


def test_classic_keep_is_illegal_via_cli(tmp_path):
    """RULES §2 No switch: 'keep' in classic is rejected by the CLI with its index."""
    scenario = {
        "profile": "classic",
        "players": ["Ann"],
        "cards": ["10♠", "9♦", "9♥", "8♣"],
        "actions": ["keep"],
    }
    check_error(tmp_path, scenario, "action 0", "§")


# ---------------------------------------------------------------------------
# The successful path
# ---------------------------------------------------------------------------


def test_cli_file_prints_replay_json(tmp_path):
    """Contract: 'replay FILE' prints JSON equal to replay() of the same scenario."""
    proc = run_file(tmp_path, WORKED)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == replay(WORKED)


def test_cli_stdin_prints_replay_json():
    """Contract: 'replay -' reads the scenario from standard input."""
    proc = run_cli("-", stdin=json.dumps(WORKED, ensure_ascii=False))
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == replay(WORKED)


def test_cli_stdin_ascii_escaped_json():
    """Contract: JSON with \\u-escaped suits is the same scenario."""
    proc = run_cli("-", stdin=json.dumps(WORKED, ensure_ascii=True))
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == replay(WORKED)


def test_cli_worked_example_1_12(tmp_path):
    """RULES §1.12: switch, double 11 to 21, stand 20, dealer 22: both push, 4 + 2 back."""
    # h1 5♠ 10♥, h2 10♣ 6♥; switch -> 5♠ 6♥ = 11, 10♣ 10♥ = 20.  Double h1 (bet 4): K♦ -> 21.
    # Dealer 9♣ 7♦ = 16 draws 6♦ = 22: live ordinary hands push.  Returned 4 + 2 = 6 = wagered.
    proc = run_file(tmp_path, WORKED)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["status"] == "complete"
    assert result["dealer"] == {"cards": ["9♣", "7♦", "6♦"], "total": 22, "natural": False}
    ann = result["players"][0]
    assert ann["name"] == "Ann"
    assert (ann["chips_before"], ann["chips_after"]) == (100, 100)
    assert ann["insurance"] == [0, 0]
    h1, h2 = ann["hands"]
    assert h1 == {
        "position": 1,
        "cards": ["5♠", "6♥", "K♦"],
        "total": 21,
        "natural": False,
        "switched": True,
        "doubled": True,
        "bet": 4,
        "outcome": "push",
        "returned": 4,
    }
    assert h2 == {
        "position": 2,
        "cards": ["10♣", "10♥"],
        "total": 20,
        "natural": False,
        "switched": True,
        "doubled": False,
        "bet": 2,
        "outcome": "push",
        "returned": 2,
    }


def test_card_notation_variants_are_the_same_scenario():
    """Contract: '10♥', 'Th', 'ks', 'TH' notations and case-insensitive actions are accepted."""
    variant = {
        "players": ["Ann"],
        "cards": ["5s", "Tc", "9C", "TH", "6h", "7♦", "kd", "6D"],
        "actions": ["SWITCH", "Double", "sTaNd"],
    }
    assert replay(variant) == replay(WORKED)


def test_output_cards_use_10_suit_style():
    """Contract: output always uses '10♥' style, whatever the input notation."""
    variant = dict(WORKED, cards=["5s", "Tc", "9c", "Th", "6h", "7d", "Kd", "6d"])
    result = replay(variant)
    h1, h2 = result["players"][0]["hands"]
    assert h1["cards"] == ["5♠", "6♥", "K♦"]
    assert h2["cards"] == ["10♣", "10♥"]  # "Th" comes back as "10♥"
    assert result["dealer"]["cards"] == ["9♣", "7♦", "6♦"]


def test_cli_card_notation_variants(tmp_path):
    """Contract: the CLI accepts 'Th', 'ks', 'TH' and prints '10♥' style."""
    variant = {
        "players": ["Ann"],
        "cards": ["5s", "tC", "9c", "TH", "6♥", "7d", "Kd", "6d"],
        "actions": ["Switch", "DOUBLE", "stand"],
    }
    proc = run_file(tmp_path, variant)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == replay(WORKED)


def test_lowercase_king_of_spades_notation():
    """Contract: 'ks' is K♠."""
    # Classic: Ann ks, up 9♦, Ann Th, hole 8♣.  20 v 17: win.
    result = replay(
        {
            "profile": "classic",
            "players": ["Ann"],
            "cards": ["ks", "9d", "Th", "8c"],
            "actions": ["STAND"],
        }
    )
    hand = result["players"][0]["hands"][0]
    assert hand["cards"] == ["K♠", "10♥"]
    assert (hand["total"], hand["outcome"], hand["returned"]) == (20, "win", 4)


def test_cli_waiting_output(tmp_path):
    """Contract: with actions run out the CLI prints the waiting table and to_act."""
    scenario = dict(WORKED, actions=[])
    proc = run_file(tmp_path, scenario)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["status"] == "waiting"
    assert result["to_act"] == {"player": "Ann", "hand": None, "legal": ["keep", "switch"]}
    assert result["dealer"]["cards"] == ["9♣", "??"]
    assert result["dealer"]["total"] == 9
    assert result["players"][0]["chips_after"] is None


def test_session_error_in_round_1_has_round_1_prefix(tmp_path):
    """Contract: session errors are prefixed with the round counted from 1 ('round 1: action 3: ...')."""
    # Round 1 ends after keep, stand, stand (indices 0-2); 'hit' at index 3 is left over.
    scenario = {
        "players": ["Ann"],
        "rounds": [
            {
                "cards": ["10♠", "10♥", "10♦", "9♠", "8♥", "7♣"],
                "actions": ["keep", "stand", "stand", "hit"],
            }
        ],
    }
    check_error(tmp_path, scenario, "round 1: action 3:")


def test_unknown_action_in_session_round_2(tmp_path):
    """Contract: an unknown action in round 2 names the round, the index and the action."""
    scenario = {
        "players": ["Ann"],
        "rounds": [
            {
                "cards": ["10♠", "10♥", "10♦", "9♠", "8♥", "7♣"],
                "actions": ["keep", "stand", "stand"],
            },
            {"cards": ["10♠", "10♥", "10♦", "9♠", "8♥", "7♣"], "actions": ["keep", "fold"]},
        ],
    }
    check_error(tmp_path, scenario, "round 2: action 1:", "fold")


def test_api_error_is_valueerror_subclass_from_errors_module():
    """Contract: the Python API raises a subclass of ValueError (classes in bjswitch_widgets.errors)."""
    import bjswitch_widgets.errors as errors

    with pytest.raises(ValueError) as info:
        replay({"players": ["Ann"], "cards": ["1x"]})
    assert issubclass(type(info.value), ValueError)
    assert type(info.value).__module__ == errors.__name__


# ---------------------------------------------------------------------------
# Hostile input keeps the contract: one line, exit 2, nothing changed
# ---------------------------------------------------------------------------


def test_deeply_nested_json_on_stdin():
    """Contract: 100,000 levels of [[[…]]] is refused in one line (not a RecursionError)."""
    depth = 100_000
    proc = run_cli("-", stdin="[" * depth + "]" * depth)
    line = assert_cli_error(proc, "nested too deeply")
    assert len(line) < 300


def test_deeply_nested_value_inside_a_scenario(tmp_path):
    """Contract: a nested value where names belong is quoted in a short line, never in full."""
    nested: list = []
    for _ in range(5_000):
        nested = [nested]
    text = '{"players": [' + "[" * 5_000 + "]" * 5_000 + "]}"
    line = assert_cli_error(run_file(tmp_path, text))
    assert len(line) < 300
    with pytest.raises(ValueError, match=r"players\[0\]") as info:
        replay({"players": [nested]})
    assert len(str(info.value)) < 300


def test_number_too_long_to_convert(tmp_path):
    """Contract: a 5,000-digit seed is a malformed scenario, not a traceback."""
    assert_cli_error(
        run_file(tmp_path, '{"players": ["Ann"], "seed": ' + "9" * 5000 + "}"), "too many digits"
    )


@pytest.mark.parametrize(
    ("name", "needle"),
    [
        ("A" * 41, "41 characters"),
        ("x" * 10_000_000, "10,000,000 characters"),
        ("Ann\nBen", "Ann\\nBen"),
        ("Tab\there", "Tab\\there"),
        ("bell\x07", "bell\\x07"),
        ("   ", "'   '"),
        ("", "''"),
    ],
)
def test_player_names_a_table_can_show(name, needle):
    """5 (names): 1–40 printable characters; the rest is refused as invalid input, quoted
    short enough to read."""
    with pytest.raises(ValueError) as info:
        replay({"players": [name]})
    message = str(info.value)
    assert "players[0]" in message and "1 to 40 printable characters" in message
    assert needle in message and len(message) < 300


def test_forty_character_and_unicode_names_are_fine():
    """5 (names): exactly 40 characters, accents and other scripts are printable names."""
    for name in ("B" * 40, "Zoë", "Анна", "李"):
        result = replay({"players": [name]})
        assert result["players"][0]["name"] == name


def test_long_name_refused_by_the_engine_and_the_session():
    """The same name rule in Round and Session, as InvalidInputError (a ValueError)."""
    from bjswitch_widgets import InvalidInputError, Round, Session

    for make in (lambda n: Round("switch", [n]), lambda n: Session([n])):
        with pytest.raises(InvalidInputError, match="41 characters"):
            make("N" * 41)
        with pytest.raises(InvalidInputError, match="printable"):
            make("Ann\x00")


# ---------------------------------------------------------------------------
# The command line called in-process: a notebook, or the browser (Pyodide), where no process
# can be started and sys.stdout / sys.stderr are text streams without a byte `.buffer`
# ---------------------------------------------------------------------------


def text_only_streams(monkeypatch, stdin=""):
    """sys.stdin/stdout/stderr as io.StringIO, which (like a Jupyter kernel's and Pyodide's
    streams) has no `.buffer`."""
    import io

    streams = io.StringIO(stdin), io.StringIO(), io.StringIO()
    for stream in streams:
        assert not hasattr(stream, "buffer")
    for name, stream in zip(("stdin", "stdout", "stderr"), streams, strict=True):
        monkeypatch.setattr(sys, name, stream)
    return streams[1], streams[2]


def test_main_in_process_prints_the_json_to_a_text_only_stream(monkeypatch, tmp_path):
    """Contract, in-process: main(["replay", FILE]) prints the §1.12 result's JSON to a text
    stream without `.buffer` and returns 0 (it does not exit)."""
    from bjswitch_widgets.__main__ import main

    path = tmp_path / "worked.json"
    path.write_text(json.dumps(WORKED, ensure_ascii=False), encoding="utf-8")
    out, err = text_only_streams(monkeypatch)
    assert main(["replay", str(path)]) == 0
    assert err.getvalue() == ""
    result = json.loads(out.getvalue())
    # §1.12 worked by hand (see test_cli_worked_example_1_12): dealer 9♣ 7♦ 6♦ = 22, both of
    # Ann's hands push and she ends where she began.
    assert result["dealer"] == {"cards": ["9♣", "7♦", "6♦"], "total": 22, "natural": False}
    ann = result["players"][0]
    assert (ann["chips_before"], ann["chips_after"]) == (100, 100)
    assert [h["outcome"] for h in ann["hands"]] == ["push", "push"]
    assert "♣" in out.getvalue()  # the suits as text, not escaped


def test_main_in_process_reads_standard_input_from_a_text_only_stream(monkeypatch):
    """Contract, in-process: 'replay -' reads a text stdin without `.buffer`."""
    from bjswitch_widgets.__main__ import main

    out, err = text_only_streams(monkeypatch, stdin=json.dumps(WORKED, ensure_ascii=False))
    assert main(["replay", "-"]) == 0, err.getvalue()
    assert json.loads(out.getvalue())["dealer"]["total"] == 22


def test_main_in_process_prints_one_error_line_to_a_text_only_stream(monkeypatch, tmp_path):
    """Contract / RULES §1.1, in-process: a seventh A♠ in six decks returns 2 and writes one
    line on a text stderr without `.buffer`, nothing on stdout."""
    from bjswitch_widgets.__main__ import main

    path = tmp_path / "seven_aces.json"
    path.write_text(
        json.dumps({"players": ["Ann"], "cards": ["A♠"] * 7}, ensure_ascii=False),
        encoding="utf-8",
    )
    out, err = text_only_streams(monkeypatch)
    assert main(["replay", str(path)]) == 2
    assert out.getvalue() == ""
    assert err.getvalue().endswith("\n") and err.getvalue().count("\n") == 1
    line = err.getvalue().strip()
    assert line.startswith("error: ") and "7" in line and "A♠" in line and "§1.1" in line


def test_main_in_process_with_redirected_streams_as_a_notebook_does(tmp_path):
    """A notebook catches what main() prints with contextlib.redirect_stdout/redirect_stderr:
    a missing file is one error line naming it, status 2; no exception escapes."""
    import contextlib
    import io

    from bjswitch_widgets.__main__ import main

    out, err = io.StringIO(), io.StringIO()
    missing = tmp_path / "no_such_scenario.json"
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["replay", str(missing)])
    assert status == 2 and out.getvalue() == ""
    assert err.getvalue().count("\n") == 1 and "no_such_scenario.json" in err.getvalue()


def test_main_writes_utf8_bytes_where_the_stream_has_a_buffer(monkeypatch, tmp_path):
    """On a real terminal or pipe (a stream with `.buffer`) the JSON goes out as UTF-8 bytes
    whatever the stream's own encoding, so ♣ survives an ASCII locale; what was printed before
    comes first."""
    import io

    from bjswitch_widgets.__main__ import main

    path = tmp_path / "worked.json"
    path.write_text(json.dumps(WORKED, ensure_ascii=False), encoding="utf-8")
    raw = io.BytesIO()
    ascii_terminal = io.TextIOWrapper(raw, encoding="ascii")
    monkeypatch.setattr(sys, "stdout", ascii_terminal)
    print("before")
    assert main(["replay", str(path)]) == 0
    text = raw.getvalue().decode("utf-8")
    assert text.startswith("before\n")
    assert json.loads(text.removeprefix("before\n"))["dealer"]["cards"] == ["9♣", "7♦", "6♦"]
