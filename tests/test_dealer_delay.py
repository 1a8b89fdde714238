"""A table's ``dealer_delay`` is None (a button plays the dealer a step per click) or seconds
from 0 to 10 (``widgets.setup.MAX_DEALER_DELAY``), checked before any widget is built. NaN,
infinity, 1e308 or True were accepted: in a kernel's event loop the dealer's next step was then
scheduled for never (or for 10^300 years), and the round never ended.
"""

from __future__ import annotations

import pytest

from bjswitch_widgets import InvalidInputError, SwitchTable
from bjswitch_widgets.widgets.setup import dealer_delay_of, table_setup


@pytest.mark.parametrize(
    "delay",
    [float("nan"), float("inf"), float("-inf"), 1e308, 10**400, True, False, -1, 10.001, "1", []],
    ids=repr,
)
def test_anything_but_none_or_0_to_10_seconds_is_refused_before_a_widget_exists(delay):
    with pytest.raises(
        InvalidInputError, match=r"^dealer_delay must be None or seconds from 0 to 10"
    ):
        SwitchTable(dealer_delay=delay)


@pytest.mark.parametrize(("delay", "seconds"), [(None, None), (0, 0.0), (0.5, 0.5), (10, 10.0)])
def test_none_and_0_to_10_seconds_are_delays(delay, seconds):
    assert dealer_delay_of(delay) == seconds
    assert table_setup(dealer_delay=delay).dealer_delay == seconds
