"""The rules engine's rooms: one round of the game, in small parts with one job each.

* :mod:`.actions` — the small values: phases, kinds of decision, one decision, whose turn, events.
* :mod:`.state` — the round's state: hands, players, the dealer's cards, the cursor.
* :mod:`.legality` — what is legal now, and why everything else is not (typed reasons).
* :mod:`.flow` — the transitions: deal, insurance, peek, switch, play, dealer, settlement.
* :mod:`.narration` — the learner's words for every step and every reason, with the §.
* :mod:`.serialize` — the round as the result dict of the rules document's §5.

:class:`bjswitch_widgets.round.Round` puts them together behind one facade (with history and
undo); nothing here imports a widget library.
"""
