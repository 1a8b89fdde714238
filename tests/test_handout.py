"""Printable handouts (issue: "handout OUT writes printable pages"): every table's rules summary
and basic-strategy chart, in colour and in black and white, plus an index.

* The files: four pages per table and index.html; existing files kept unless --force.
* Standalone pages: no URL to fetch, no script, the CSS inline.
* Black and white means greys: every colour in the CSS (parsed, gradients included) has
  red = green = blue, and every chart cell carries its letter.
* The chart is the profile's basic strategy: cells worked by hand, named with their rule.
* The rules page quotes the profile's own numbers and §s (a profile made here, with numbers no
  named table has, changes the page), and every § exists in rules.md.
* The command line: --profile, --force, --help, and one-line errors with status 2.

Browser printing (one page on A4 and on Letter) is tests/test_browser_handout.py.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
import tinycss2
import tinycss2.color3
from test_citations import assert_true_at

from bjswitch_widgets import InvalidInputError, get_profile, rulebook
from bjswitch_widgets.__main__ import handout_main as main
from bjswitch_widgets.rules import SWITCH
from bjswitch_widgets.strategy import basic_strategy
from bjswitch_widgets.strategy.charts import MEANINGS
from bjswitch_widgets.teaching.handout import (
    chart_page,
    pages,
    rules_page,
    start_values,
    write,
)  # fmt: skip

NAMES = ("switch", "classic", "online_switch", "jack_switch")
#: The four pages of a table, as the issue names them.
PAGES = ("{}-rules.html", "{}-rules-bw.html", "{}-chart.html", "{}-chart-bw.html")


@pytest.fixture(scope="module")
def written(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("handouts")
    write(out)
    return out


class Page(HTMLParser):
    """A page read back: its text, its CSS (style elements and attributes), links, chart cells."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.words: list[str] = []
        self.css: list[str] = []
        self.links: list[str] = []
        self.cells: dict[tuple[str, str, str], str] = {}
        self._in: list[str] = []
        self._cell: tuple[str, str, str] | None = None
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        self._in.append(tag)
        if a.get("style"):
            self.css.append(f"x {{ {a['style']} }}")
        if tag == "a" and a.get("href"):
            self.links.append(str(a["href"]))
        if tag == "td" and a.get("data-table"):
            self._cell = (str(a["data-table"]), str(a["data-row"]), str(a["data-up"]))
            self.cells[self._cell] = ""

    def handle_endtag(self, tag: str) -> None:
        if self._in and self._in[-1] == tag:
            self._in.pop()
        if tag == "td":
            self._cell = None

    def handle_data(self, data: str) -> None:
        if self._in and self._in[-1] == "style":
            self.css.append(data)
            return
        self.words.append(data)
        if self._cell is not None:
            self.cells[self._cell] += data.strip()

    @property
    def text(self) -> str:
        return " ".join(" ".join(self.words).split())


def read(folder: Path, name: str) -> Page:
    return Page((folder / name).read_text(encoding="utf-8"))


def colours(css: str) -> list[tuple[str, tuple[float, float, float, float]]]:
    """Every colour in a stylesheet (inside gradients too), parsed by tinycss2: (as written, RGBA)."""
    found = []

    def walk(tokens: list[tinycss2.ast.Node]) -> None:
        for token in tokens:
            colour = tinycss2.color3.parse_color(token)
            if colour is not None and colour != "currentColor":
                found.append((token.serialize(), tuple(colour)))
            elif token.type == "function":
                walk(token.arguments)
            elif token.type in ("() block", "[] block", "{} block"):
                walk(token.content)

    for rule in tinycss2.parse_stylesheet(css, skip_comments=True, skip_whitespace=True):
        if rule.type in ("qualified-rule", "at-rule") and rule.content is not None:
            inner = tinycss2.parse_blocks_contents(rule.content)
            for item in inner:
                if item.type == "declaration":
                    walk(item.value)
                elif item.type == "qualified-rule":  # inside @media
                    for decl in tinycss2.parse_declaration_list(item.content):
                        if decl.type == "declaration":
                            walk(decl.value)
    return found


# ------------------------------------------------------------------ the files


def test_every_table_writes_its_four_pages_and_an_index(written: Path) -> None:
    expected = {page.format(name) for name in NAMES for page in PAGES} | {"index.html"}
    assert {p.name for p in written.iterdir()} == expected


def test_the_index_links_every_page_and_nothing_else(written: Path) -> None:
    links = read(written, "index.html").links
    assert sorted(links) == sorted(page.format(name) for name in NAMES for page in PAGES)
    assert all((written / link).is_file() for link in links)


def test_pages_are_standalone_no_url_no_script_css_inline(written: Path) -> None:
    for path in sorted(written.glob("*.html")):
        text = path.read_text(encoding="utf-8")
        assert text.startswith("<!DOCTYPE html>") and text.rstrip().endswith("</html>"), path.name
        for outside in ("http://", "https://", "<script", "<link", "@import", "url(", "src="):
            assert outside not in text.lower(), f"{path.name} has {outside!r}"
        assert text.count("<style>") == 1, path.name


def test_a_table_name_or_title_is_escaped() -> None:
    """HTML in a profile's title is shown as text, never as markup."""
    odd = SWITCH.replace(name="odd", title="<b>Ann's & Co</b>")
    page = rules_page(odd)
    assert "&lt;b&gt;Ann&#x27;s &amp; Co&lt;/b&gt;" in page and "<b>Ann" not in page


# ------------------------------------------------------------------ black and white


def test_black_and_white_pages_use_greys_only(written: Path) -> None:
    """Every colour of a -bw page, gradients included, has red = green = blue."""
    for name in NAMES:
        for page in ("{}-rules-bw.html", "{}-chart-bw.html"):
            css = "\n".join(read(written, page.format(name)).css)
            found = colours(css)
            assert len(found) > 10, "the parser found the colours"
            chromatic = [w for w, (r, g, b, _) in found if not (r == g == b)]
            assert chromatic == [], f"{page.format(name)}: {chromatic}"


def test_the_colour_pages_have_colour_and_print_it(written: Path) -> None:
    """The detector itself can fail: the colour pages carry hues, and ask to print them."""
    css = "\n".join(read(written, "switch-chart.html").css)
    assert any(not (r == g == b) for _, (r, g, b, _) in colours(css))
    assert "print-color-adjust: exact" in css


def test_black_and_white_chart_cells_carry_their_letter_and_a_pattern(written: Path) -> None:
    """Told apart by letter AND by a look of its own: white, light grey, black, a frame or
    stripes at an angle of their own — never by hue."""
    page = read(written, "jack_switch-chart-bw.html")
    tables = basic_strategy("jack_switch")
    for (table, row, up), letter in page.cells.items():
        key = (int(row), 1 if up == "A" else int(up))
        assert letter == tables[table][key]
    css = "\n".join(page.css)
    looks = dict(re.findall(r"\.c-(\w+) \{ (background: [^}]*) \}", css))
    assert set(looks) == set(MEANINGS) and len(set(looks.values())) == len(MEANINGS), looks


# ------------------------------------------------------------------ the chart


def test_chart_cells_are_the_profiles_basic_strategy(written: Path) -> None:
    for name in NAMES:
        cells = read(written, f"{name}-chart.html").cells
        tables = basic_strategy(name)
        assert len(cells) == sum(len(t) for t in tables.values())
        for (table, row, up), letter in cells.items():
            assert letter == tables[table][int(row), 1 if up == "A" else int(up)]


@pytest.mark.parametrize(
    ("name", "table", "row", "up", "play"),
    [
        # §1.8/§1.10: 16 against a 10 loses standing (the 22 push takes dealer busts away): hit.
        ("switch", "hard", "16", "10", "H"),
        # §1.8: 11 against a 6 doubles at every table.
        ("switch", "hard", "11", "6", "D"),
        # Lesson 07, deal D: at the 22-push table 8+8 against a 10 is hit, not split …
        ("switch", "pairs", "8", "10", "H"),
        # … but against a 6 the pair of eights is split, and so are aces.
        ("switch", "pairs", "8", "6", "P"),
        ("switch", "pairs", "1", "6", "P"),
        # Two tens make 20: stand, never split.
        ("switch", "pairs", "10", "6", "S"),
        # §2: ordinary blackjack always splits eights, even against a 10.
        ("classic", "pairs", "8", "10", "P"),
        # §4: late surrender of 16 against a 10 at Jack Switch (surrender, else hit).
        ("jack_switch", "hard", "16", "10", "R"),
        # §4: the switched A+10 is a soft 21 that may be hit: it stands, nothing beats 21.
        ("jack_switch", "soft", "10", "6", "S"),
    ],
)
def test_hand_worked_chart_cells(
    written: Path, name: str, table: str, row: str, up: str, play: str
) -> None:
    assert read(written, f"{name}-chart.html").cells[table, row, up] == play


def test_only_a_table_where_soft_21_is_hit_shows_the_switched_ace_ten() -> None:
    """The A+10 row is a decision only where a soft 21 may be hit (§4)."""
    assert Page(chart_page("jack_switch")).cells.get(("soft", "10", "A"))
    assert ("soft", "10", "A") not in Page(chart_page("switch")).cells


def test_the_switch_guide_is_on_switch_tables_only(written: Path) -> None:
    assert "Keep or switch?" in read(written, "switch-chart.html").text
    assert "Keep or switch?" not in read(written, "classic-chart.html").text


def test_a_kept_natural_is_worth_a_whole_bet_after_the_peek(written: Path) -> None:
    """§1.6: at a peek table the dealer has no natural by then, and a natural pays 1:1 (§1.10)."""
    assert start_values("switch")["natural"][10, 10] == pytest.approx(1.0)
    assert "A kept natural: +100 against 2–A." in read(written, "switch-chart.html").text


def test_without_a_hole_card_a_natural_pushes_the_dealers_natural(written: Path) -> None:
    """§3, 8 decks: the natural's ace and ten and the dealer's card are out of the 416. Against a
    10 the dealer's second card is one of the 31 aces left in 413 cards; against an ace one of
    the 127 tens left. That share pushes, the rest wins 1:1."""
    worth = start_values("online_switch")["natural"]
    assert worth[10, 10] == pytest.approx(1 - 31 / 413)
    assert worth[10, 1] == pytest.approx(1 - 127 / 413)
    text = read(written, "online_switch-chart.html").text
    assert "A kept natural: +100 against 2–9; +92 against 10; +69 against A." in text


# ------------------------------------------------------------------ the rules


@pytest.mark.parametrize(
    ("name", "said"),
    [
        # §1.1: 6 × 52 = 312 cards; §1.2: 100 chips; §1.8: four hands from a position.
        ("switch", ["6 standard decks, 312 cards", "starts with 100 chips", "4 hands"]),
        # §3: 8 × 52 = 416 cards, bets 1–10 per position, 1–3 boxes.
        ("online_switch", ["8 standard decks, 416 cards", "1–10 chips per position", "1–3 boxes"]),
        # §2: 3:2 naturals, the dealer stands on soft 17, a dealer 22 busts.
        ("classic", ["A natural pays 3:2", "stands on all 17s", "Dealer 22 or more is a bust"]),
        # §4: late surrender, and a soft 21 may be hit.
        ("jack_switch", ["Surrender", "a dealer natural takes the whole bet", "soft 21"]),
    ],
)
def test_the_rules_page_quotes_the_profiles_numbers(
    written: Path, name: str, said: list[str]
) -> None:
    text = read(written, f"{name}-rules.html").text
    assert all(words in text for words in said), [w for w in said if w not in text]


def test_every_line_is_true_at_its_table_and_cites_its_own_sections(written: Path) -> None:
    """The rules of tests/test_citations.py, worked by hand from rules.md, hold for every page."""
    for name in NAMES:
        texts = [read(written, page.format(name)).text for page in PAGES]
        assert_true_at(texts, get_profile(name), f"the handouts of {name}")


def test_every_section_cited_exists_in_the_rules_document(written: Path) -> None:
    for path in written.glob("*.html"):
        for section in set(re.findall(r"§(\d+(?:\.\d+)*)", path.read_text(encoding="utf-8"))):
            assert rulebook(section).section == section, path.name
    assert "§1.7" in read(written, "switch-rules.html").text


def test_a_new_profile_changes_the_handout() -> None:
    """Nothing is typed in: a table of 2 decks (104 cards), 50 chips, 7 rounds and 3 hands per
    position reads so, and none of the named tables' numbers are left."""
    house = SWITCH.replace(
        name="house", title="House Switch", decks=2, starting_chips=50, rounds=7,
        max_hands_per_position=3,
    )  # fmt: skip
    text = Page(rules_page(house)).text
    for said in ("2 standard decks, 104 cards", "50 chips", "7 rounds", "up to 3 hands"):
        assert said in text
    for gone in ("312", "6 decks", "100 chips", "10 rounds", "4 hands"):
        assert gone not in text
    assert set(pages(house)) == {"house-rules.html", "house-rules-bw.html", "house-chart.html",
                                 "house-chart-bw.html"}  # fmt: skip


def test_text_is_never_smaller_than_8_5_points(written: Path) -> None:
    for name in ("switch-rules.html", "switch-chart-bw.html"):
        sizes = re.findall(r"font(?:-size)?:\s*([\d.]+)pt", "\n".join(read(written, name).css))
        assert sizes and min(map(float, sizes)) >= 8.5


# ------------------------------------------------------------------ writing and the command line


def test_an_existing_page_is_kept_unless_forced(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([str(tmp_path), "--profile", "switch"]) == 0
    assert capsys.readouterr().out.count("wrote ") == 5
    edited = tmp_path / "switch-rules.html"
    edited.write_text("my notes", encoding="utf-8")
    assert main([str(tmp_path), "--profile", "switch"]) == 0
    out = capsys.readouterr().out
    assert out.count("kept ") == 5 and "--force replaces it" in out
    assert edited.read_text(encoding="utf-8") == "my notes"
    assert main([str(tmp_path), "--profile", "switch", "--force"]) == 0
    assert capsys.readouterr().out.count("wrote ") == 5
    assert edited.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


def test_profiles_are_chosen_by_name_each_once(tmp_path: Path) -> None:
    written = write(tmp_path, ["classic", "classic", get_profile("classic")])
    assert sorted(h.path.name for h in written) == sorted(
        [*(page.format("classic") for page in PAGES), "index.html"]
    )
    assert len(write(tmp_path / "one", "jack_switch")) == 5
    with pytest.raises(InvalidInputError, match="no table chosen"):
        write(tmp_path, [])


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["{out}", "--profile", "poker"], "unknown profile 'poker'"),
        (["{out}", "--profile"], "--profile"),  # argparse's words: the option is named
        (["{out}", "--colour"], "--colour"),
        ([], "OUT"),
        (["{out}", "{out}2"], "out2"),
        (["{file}"], "is a file, not a folder for the handouts"),
    ],
)
def test_bad_input_is_one_line_and_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], says: str
) -> None:
    a_file = tmp_path / "notes.txt"
    a_file.write_text("not a folder", encoding="utf-8")
    argv = [a.format(out=tmp_path / "out", file=a_file) for a in args]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1 and says in err
    assert not (tmp_path / "out").exists()


def test_help_says_how(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: python -m bjswitch_widgets handout OUT [--profile NAME ...]")
    assert "--force" in out and "black and white" in out


@pytest.mark.parametrize("name", NAMES)
def test_a_double_after_a_split_is_said_as_1_8_says_it(written: Path, name: str) -> None:
    """§1.8: double "including after splitting non-aces" (split aces take one card and stand);
    the handout said "also after a split", as if split aces could double too (issue 23)."""
    text = read(written, f"{name}-rules.html").text
    if get_profile(name).double_after_split:
        assert "also after splitting non-aces" in text and "also after a split" not in text
    else:
        assert "not after a split" in text
