"""The editor loads its compiled kernels on a thread of its own once the
window shows (`app.load_kernels_aside`): the window is never held up, and
while a slow warm-up (a missing numba cache: compiling) runs, the status
bar says so, then clears what it said, and only that."""

from __future__ import annotations

import threading

from battlemap.ui import app


def test_a_slow_warm_up_is_announced_and_the_notice_cleared(qtbot, window, monkeypatch):
    release = threading.Event()
    ran = []
    monkeypatch.setattr(app, "WARM_UP_NOTICE_MS", 0)
    monkeypatch.setattr(app, "load_kernels", lambda: (ran.append(threading.current_thread().name),
                                                     release.wait(10)))
    thread = app.load_kernels_aside(window)
    assert thread is not threading.current_thread() and thread.daemon
    bar = window.statusBar()
    qtbot.waitUntil(lambda: "rules engine" in bar.currentMessage(), timeout=3000)
    release.set()
    thread.join(5)
    qtbot.waitUntil(lambda: bar.currentMessage() == "", timeout=3000)
    assert ran == ["battlemap-warm-up"]


def test_the_notice_leaves_another_message_alone(qtbot, window, monkeypatch):
    release = threading.Event()
    monkeypatch.setattr(app, "WARM_UP_NOTICE_MS", 0)
    monkeypatch.setattr(app, "load_kernels", lambda: release.wait(10))
    thread = app.load_kernels_aside(window)
    bar = window.statusBar()
    qtbot.waitUntil(lambda: "rules engine" in bar.currentMessage(), timeout=3000)
    bar.showMessage("Saved")  # the editor said something meanwhile
    release.set()
    thread.join(5)
    qtbot.wait(700)
    assert bar.currentMessage() == "Saved"


def test_a_quick_warm_up_says_nothing(qtbot, window, monkeypatch):
    monkeypatch.setattr(app, "WARM_UP_NOTICE_MS", 300)
    monkeypatch.setattr(app, "load_kernels", lambda: None)
    thread = app.load_kernels_aside(window)
    thread.join(5)
    shown = []
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=3000)
    for _ in range(8):
        qtbot.wait(100)
        shown.append(window.statusBar().currentMessage())
    assert not any("rules engine" in m for m in shown)
