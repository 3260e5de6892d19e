# startup.gp: written by scripts/compare --plots; 'gnuplot startup.gp' in this folder draws the start-up plots again from data/.
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'seq-rw-xterm-startup.png'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Reads and writes - Application to start: xterm'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:4.5]
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -20
set key top left
plot 'data/seq-rw-xterm-startup.tsv' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 with yerrorbars lc rgb 'black' pt 0 title 'SE', '' using 0:5 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'
unset title
unset xtics
set xtics
set xrange [*:*]
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'seq-rw-xterm-startup.svg'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Reads and writes - Application to start: xterm'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:4.5]
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -20
set key top left
plot 'data/seq-rw-xterm-startup.tsv' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 with yerrorbars lc rgb 'black' pt 0 title 'SE', '' using 0:5 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'
unset title
unset xtics
set xtics
set xrange [*:*]
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'seq-rw-xterm-startup-curve.png'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Reads and writes - Application to start: xterm'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/seq-rw-xterm-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/seq-rw-xterm-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'BFQ', 'data/seq-rw-xterm-startup-curve.tsv' index 2 using 1:2 with steps lw 2 title 'MQ None', 'data/seq-rw-xterm-startup-curve.tsv' index 3 using 1:2 with steps lw 2 title 'Kyber', 'data/seq-rw-xterm-startup-curve.tsv' index 4 using 1:2 with steps lw 2 title 'MQ Deadline'
unset xlabel
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'seq-rw-xterm-startup-curve.svg'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Reads and writes - Application to start: xterm'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/seq-rw-xterm-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/seq-rw-xterm-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'BFQ', 'data/seq-rw-xterm-startup-curve.tsv' index 2 using 1:2 with steps lw 2 title 'MQ None', 'data/seq-rw-xterm-startup-curve.tsv' index 3 using 1:2 with steps lw 2 title 'Kyber', 'data/seq-rw-xterm-startup-curve.tsv' index 4 using 1:2 with steps lw 2 title 'MQ Deadline'
unset xlabel
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'rand-r-lowriter-startup.png'
set datafile separator '\t'
set title 'Background I/O Type: Random - Background I/O mix: Only reads - Application to start: LibreOffice Writer'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:4.5]
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -20
set key top left
plot 'data/rand-r-lowriter-startup.tsv' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 with yerrorbars lc rgb 'black' pt 0 title 'SE', '' using 0:5 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'
unset title
unset xtics
set xtics
set xrange [*:*]
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'rand-r-lowriter-startup.svg'
set datafile separator '\t'
set title 'Background I/O Type: Random - Background I/O mix: Only reads - Application to start: LibreOffice Writer'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:4.5]
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -20
set key top left
plot 'data/rand-r-lowriter-startup.tsv' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 with yerrorbars lc rgb 'black' pt 0 title 'SE', '' using 0:5 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'
unset title
unset xtics
set xtics
set xrange [*:*]
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'rand-r-lowriter-startup-curve.png'
set datafile separator '\t'
set title 'Background I/O Type: Random - Background I/O mix: Only reads - Application to start: LibreOffice Writer'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/rand-r-lowriter-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/rand-r-lowriter-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'MQ Deadline', 'data/rand-r-lowriter-startup-curve.tsv' index 2 using 1:2 with steps lw 2 title 'MQ None', 'data/rand-r-lowriter-startup-curve.tsv' index 3 using 1:2 with steps lw 2 title 'BFQ', 'data/rand-r-lowriter-startup-curve.tsv' index 4 using 1:2 with steps lw 2 title 'Kyber'
unset xlabel
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'rand-r-lowriter-startup-curve.svg'
set datafile separator '\t'
set title 'Background I/O Type: Random - Background I/O mix: Only reads - Application to start: LibreOffice Writer'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/rand-r-lowriter-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/rand-r-lowriter-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'MQ Deadline', 'data/rand-r-lowriter-startup-curve.tsv' index 2 using 1:2 with steps lw 2 title 'MQ None', 'data/rand-r-lowriter-startup-curve.tsv' index 3 using 1:2 with steps lw 2 title 'BFQ', 'data/rand-r-lowriter-startup-curve.tsv' index 4 using 1:2 with steps lw 2 title 'Kyber'
unset xlabel
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'seq-r-gnome-terminal-startup.png'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Only reads - Application to start: Gnome terminal'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:4.5]
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -20
set key top left
plot 'data/seq-r-gnome-terminal-startup.tsv' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 with yerrorbars lc rgb 'black' pt 0 title 'SE', '' using 0:5 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'
unset title
unset xtics
set xtics
set xrange [*:*]
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'seq-r-gnome-terminal-startup.svg'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Only reads - Application to start: Gnome terminal'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:4.5]
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -20
set key top left
plot 'data/seq-r-gnome-terminal-startup.tsv' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 with yerrorbars lc rgb 'black' pt 0 title 'SE', '' using 0:5 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'
unset title
unset xtics
set xtics
set xrange [*:*]
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'seq-r-gnome-terminal-startup-curve.png'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Only reads - Application to start: Gnome terminal'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/seq-r-gnome-terminal-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/seq-r-gnome-terminal-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'MQ None', 'data/seq-r-gnome-terminal-startup-curve.tsv' index 2 using 1:2 with steps lw 2 title 'Kyber', 'data/seq-r-gnome-terminal-startup-curve.tsv' index 3 using 1:2 with steps lw 2 title 'MQ Deadline', 'data/seq-r-gnome-terminal-startup-curve.tsv' index 4 using 1:2 with steps lw 2 title 'BFQ'
unset xlabel
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'seq-r-gnome-terminal-startup-curve.svg'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Only reads - Application to start: Gnome terminal'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/seq-r-gnome-terminal-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/seq-r-gnome-terminal-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'MQ None', 'data/seq-r-gnome-terminal-startup-curve.tsv' index 2 using 1:2 with steps lw 2 title 'Kyber', 'data/seq-r-gnome-terminal-startup-curve.tsv' index 3 using 1:2 with steps lw 2 title 'MQ Deadline', 'data/seq-r-gnome-terminal-startup-curve.tsv' index 4 using 1:2 with steps lw 2 title 'BFQ'
unset xlabel
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'rand-rw-gnome-terminal-startup.png'
set datafile separator '\t'
set title 'Background I/O Type: Random - Background I/O mix: Reads and writes - Application to start: Gnome terminal'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:4.5]
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -20
set key top left
plot 'data/rand-rw-gnome-terminal-startup.tsv' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 with yerrorbars lc rgb 'black' pt 0 title 'SE', '' using 0:5 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'
unset title
unset xtics
set xtics
set xrange [*:*]
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'rand-rw-gnome-terminal-startup.svg'
set datafile separator '\t'
set title 'Background I/O Type: Random - Background I/O mix: Reads and writes - Application to start: Gnome terminal'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:4.5]
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -20
set key top left
plot 'data/rand-rw-gnome-terminal-startup.tsv' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 with yerrorbars lc rgb 'black' pt 0 title 'SE', '' using 0:5 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'
unset title
unset xtics
set xtics
set xrange [*:*]
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'rand-rw-gnome-terminal-startup-curve.png'
set datafile separator '\t'
set title 'Background I/O Type: Random - Background I/O mix: Reads and writes - Application to start: Gnome terminal'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/rand-rw-gnome-terminal-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/rand-rw-gnome-terminal-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'BFQ', 'data/rand-rw-gnome-terminal-startup-curve.tsv' index 2 using 1:2 with steps lw 2 title 'MQ None', 'data/rand-rw-gnome-terminal-startup-curve.tsv' index 3 using 1:2 with steps lw 2 title 'Kyber', 'data/rand-rw-gnome-terminal-startup-curve.tsv' index 4 using 1:2 with steps lw 2 title 'MQ Deadline'
unset xlabel
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'rand-rw-gnome-terminal-startup-curve.svg'
set datafile separator '\t'
set title 'Background I/O Type: Random - Background I/O mix: Reads and writes - Application to start: Gnome terminal'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/rand-rw-gnome-terminal-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/rand-rw-gnome-terminal-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'BFQ', 'data/rand-rw-gnome-terminal-startup-curve.tsv' index 2 using 1:2 with steps lw 2 title 'MQ None', 'data/rand-rw-gnome-terminal-startup-curve.tsv' index 3 using 1:2 with steps lw 2 title 'Kyber', 'data/rand-rw-gnome-terminal-startup-curve.tsv' index 4 using 1:2 with steps lw 2 title 'MQ Deadline'
unset xlabel
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'seq-r-lowriter-startup.png'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Only reads - Application to start: LibreOffice Writer'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:4.5]
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -20
set key top left
plot 'data/seq-r-lowriter-startup.tsv' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 with yerrorbars lc rgb 'black' pt 0 title 'SE', '' using 0:5 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'
unset title
unset xtics
set xtics
set xrange [*:*]
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'seq-r-lowriter-startup.svg'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Only reads - Application to start: LibreOffice Writer'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:4.5]
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -20
set key top left
plot 'data/seq-r-lowriter-startup.tsv' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 with yerrorbars lc rgb 'black' pt 0 title 'SE', '' using 0:5 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'
unset title
unset xtics
set xtics
set xrange [*:*]
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'seq-r-lowriter-startup-curve.png'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Only reads - Application to start: LibreOffice Writer'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/seq-r-lowriter-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/seq-r-lowriter-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'MQ Deadline', 'data/seq-r-lowriter-startup-curve.tsv' index 2 using 1:2 with steps lw 2 title 'MQ None', 'data/seq-r-lowriter-startup-curve.tsv' index 3 using 1:2 with steps lw 2 title 'Kyber', 'data/seq-r-lowriter-startup-curve.tsv' index 4 using 1:2 with steps lw 2 title 'BFQ'
unset xlabel
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'seq-r-lowriter-startup-curve.svg'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Only reads - Application to start: LibreOffice Writer'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/seq-r-lowriter-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/seq-r-lowriter-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'MQ Deadline', 'data/seq-r-lowriter-startup-curve.tsv' index 2 using 1:2 with steps lw 2 title 'MQ None', 'data/seq-r-lowriter-startup-curve.tsv' index 3 using 1:2 with steps lw 2 title 'Kyber', 'data/seq-r-lowriter-startup-curve.tsv' index 4 using 1:2 with steps lw 2 title 'BFQ'
unset xlabel
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'rand-rw-lowriter-startup.png'
set datafile separator '\t'
set title 'Background I/O Type: Random - Background I/O mix: Reads and writes - Application to start: LibreOffice Writer'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:4.5]
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -20
set key top left
plot 'data/rand-rw-lowriter-startup.tsv' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 with yerrorbars lc rgb 'black' pt 0 title 'SE', '' using 0:5 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'
unset title
unset xtics
set xtics
set xrange [*:*]
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'rand-rw-lowriter-startup.svg'
set datafile separator '\t'
set title 'Background I/O Type: Random - Background I/O mix: Reads and writes - Application to start: LibreOffice Writer'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:4.5]
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -20
set key top left
plot 'data/rand-rw-lowriter-startup.tsv' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 with yerrorbars lc rgb 'black' pt 0 title 'SE', '' using 0:5 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'
unset title
unset xtics
set xtics
set xrange [*:*]
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'rand-rw-lowriter-startup-curve.png'
set datafile separator '\t'
set title 'Background I/O Type: Random - Background I/O mix: Reads and writes - Application to start: LibreOffice Writer'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/rand-rw-lowriter-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/rand-rw-lowriter-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'BFQ', 'data/rand-rw-lowriter-startup-curve.tsv' index 2 using 1:2 with steps lw 2 title 'Kyber', 'data/rand-rw-lowriter-startup-curve.tsv' index 3 using 1:2 with steps lw 2 title 'MQ Deadline', 'data/rand-rw-lowriter-startup-curve.tsv' index 4 using 1:2 with steps lw 2 title 'MQ None'
unset xlabel
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'rand-rw-lowriter-startup-curve.svg'
set datafile separator '\t'
set title 'Background I/O Type: Random - Background I/O mix: Reads and writes - Application to start: LibreOffice Writer'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/rand-rw-lowriter-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/rand-rw-lowriter-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'BFQ', 'data/rand-rw-lowriter-startup-curve.tsv' index 2 using 1:2 with steps lw 2 title 'Kyber', 'data/rand-rw-lowriter-startup-curve.tsv' index 3 using 1:2 with steps lw 2 title 'MQ Deadline', 'data/rand-rw-lowriter-startup-curve.tsv' index 4 using 1:2 with steps lw 2 title 'MQ None'
unset xlabel
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'seq-rw-gnome-terminal-startup.png'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Reads and writes - Application to start: Gnome terminal'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:4.5]
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -20
set key top left
plot 'data/seq-rw-gnome-terminal-startup.tsv' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 with yerrorbars lc rgb 'black' pt 0 title 'SE', '' using 0:5 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'
unset title
unset xtics
set xtics
set xrange [*:*]
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'seq-rw-gnome-terminal-startup.svg'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Reads and writes - Application to start: Gnome terminal'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:4.5]
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -20
set key top left
plot 'data/seq-rw-gnome-terminal-startup.tsv' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 with yerrorbars lc rgb 'black' pt 0 title 'SE', '' using 0:5 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'
unset title
unset xtics
set xtics
set xrange [*:*]
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'seq-rw-gnome-terminal-startup-curve.png'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Reads and writes - Application to start: Gnome terminal'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/seq-rw-gnome-terminal-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/seq-rw-gnome-terminal-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'MQ None', 'data/seq-rw-gnome-terminal-startup-curve.tsv' index 2 using 1:2 with steps lw 2 title 'MQ Deadline', 'data/seq-rw-gnome-terminal-startup-curve.tsv' index 3 using 1:2 with steps lw 2 title 'Kyber', 'data/seq-rw-gnome-terminal-startup-curve.tsv' index 4 using 1:2 with steps lw 2 title 'BFQ'
unset xlabel
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'seq-rw-gnome-terminal-startup-curve.svg'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Reads and writes - Application to start: Gnome terminal'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/seq-rw-gnome-terminal-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/seq-rw-gnome-terminal-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'MQ None', 'data/seq-rw-gnome-terminal-startup-curve.tsv' index 2 using 1:2 with steps lw 2 title 'MQ Deadline', 'data/seq-rw-gnome-terminal-startup-curve.tsv' index 3 using 1:2 with steps lw 2 title 'Kyber', 'data/seq-rw-gnome-terminal-startup-curve.tsv' index 4 using 1:2 with steps lw 2 title 'BFQ'
unset xlabel
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'seq-rw-lowriter-startup.png'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Reads and writes - Application to start: LibreOffice Writer'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:4.5]
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -20
set key top left
plot 'data/seq-rw-lowriter-startup.tsv' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 with yerrorbars lc rgb 'black' pt 0 title 'SE', '' using 0:5 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'
unset title
unset xtics
set xtics
set xrange [*:*]
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'seq-rw-lowriter-startup.svg'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Reads and writes - Application to start: LibreOffice Writer'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:4.5]
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -20
set key top left
plot 'data/seq-rw-lowriter-startup.tsv' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 with yerrorbars lc rgb 'black' pt 0 title 'SE', '' using 0:5 with points pt 5 ps 1.2 lc rgb '#2a8a2a' title 'idle (no background)'
unset title
unset xtics
set xtics
set xrange [*:*]
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'seq-rw-lowriter-startup-curve.png'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Reads and writes - Application to start: LibreOffice Writer'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/seq-rw-lowriter-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/seq-rw-lowriter-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'Kyber', 'data/seq-rw-lowriter-startup-curve.tsv' index 2 using 1:2 with steps lw 2 title 'MQ None', 'data/seq-rw-lowriter-startup-curve.tsv' index 3 using 1:2 with steps lw 2 title 'MQ Deadline', 'data/seq-rw-lowriter-startup-curve.tsv' index 4 using 1:2 with steps lw 2 title 'BFQ'
unset xlabel
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'seq-rw-lowriter-startup-curve.svg'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Reads and writes - Application to start: LibreOffice Writer'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/seq-rw-lowriter-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/seq-rw-lowriter-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'Kyber', 'data/seq-rw-lowriter-startup-curve.tsv' index 2 using 1:2 with steps lw 2 title 'MQ None', 'data/seq-rw-lowriter-startup-curve.tsv' index 3 using 1:2 with steps lw 2 title 'MQ Deadline', 'data/seq-rw-lowriter-startup-curve.tsv' index 4 using 1:2 with steps lw 2 title 'BFQ'
unset xlabel
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'idle-xterm-startup.png'
set datafile separator '\t'
set title 'idle floor: the start replayed with no background (S''s start-up time on idle device)'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:4.5]
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -20
set key top left
plot 'data/idle-xterm-startup.tsv' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 with yerrorbars lc rgb 'black' pt 0 title 'SE'
unset title
unset xtics
set xtics
set xrange [*:*]
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'idle-xterm-startup.svg'
set datafile separator '\t'
set title 'idle floor: the start replayed with no background (S''s start-up time on idle device)'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:4.5]
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -20
set key top left
plot 'data/idle-xterm-startup.tsv' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 with yerrorbars lc rgb 'black' pt 0 title 'SE'
unset title
unset xtics
set xtics
set xrange [*:*]
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'idle-xterm-startup-curve.png'
set datafile separator '\t'
set title 'idle floor: the start replayed with no background (S''s start-up time on idle device)'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/idle-xterm-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'MQ Deadline', 'data/idle-xterm-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'MQ None', 'data/idle-xterm-startup-curve.tsv' index 2 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/idle-xterm-startup-curve.tsv' index 3 using 1:2 with steps lw 2 title 'Kyber', 'data/idle-xterm-startup-curve.tsv' index 4 using 1:2 with steps lw 2 title 'BFQ'
unset xlabel
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'idle-xterm-startup-curve.svg'
set datafile separator '\t'
set title 'idle floor: the start replayed with no background (S''s start-up time on idle device)'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/idle-xterm-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'MQ Deadline', 'data/idle-xterm-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'MQ None', 'data/idle-xterm-startup-curve.tsv' index 2 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/idle-xterm-startup-curve.tsv' index 3 using 1:2 with steps lw 2 title 'Kyber', 'data/idle-xterm-startup-curve.tsv' index 4 using 1:2 with steps lw 2 title 'BFQ'
unset xlabel
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'idle-lowriter-startup.png'
set datafile separator '\t'
set title 'idle floor: the start replayed with no background (S''s start-up time on idle device)'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:4.5]
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -20
set key top left
plot 'data/idle-lowriter-startup.tsv' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 with yerrorbars lc rgb 'black' pt 0 title 'SE'
unset title
unset xtics
set xtics
set xrange [*:*]
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'idle-lowriter-startup.svg'
set datafile separator '\t'
set title 'idle floor: the start replayed with no background (S''s start-up time on idle device)'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:4.5]
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -20
set key top left
plot 'data/idle-lowriter-startup.tsv' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 with yerrorbars lc rgb 'black' pt 0 title 'SE'
unset title
unset xtics
set xtics
set xrange [*:*]
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'idle-lowriter-startup-curve.png'
set datafile separator '\t'
set title 'idle floor: the start replayed with no background (S''s start-up time on idle device)'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/idle-lowriter-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'MQ Deadline', 'data/idle-lowriter-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'Kyber', 'data/idle-lowriter-startup-curve.tsv' index 2 using 1:2 with steps lw 2 title 'MQ None', 'data/idle-lowriter-startup-curve.tsv' index 3 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/idle-lowriter-startup-curve.tsv' index 4 using 1:2 with steps lw 2 title 'BFQ'
unset xlabel
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'idle-lowriter-startup-curve.svg'
set datafile separator '\t'
set title 'idle floor: the start replayed with no background (S''s start-up time on idle device)'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/idle-lowriter-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'MQ Deadline', 'data/idle-lowriter-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'Kyber', 'data/idle-lowriter-startup-curve.tsv' index 2 using 1:2 with steps lw 2 title 'MQ None', 'data/idle-lowriter-startup-curve.tsv' index 3 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/idle-lowriter-startup-curve.tsv' index 4 using 1:2 with steps lw 2 title 'BFQ'
unset xlabel
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'idle-gnome-terminal-startup.png'
set datafile separator '\t'
set title 'idle floor: the start replayed with no background (S''s start-up time on idle device)'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:4.5]
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -20
set key top left
plot 'data/idle-gnome-terminal-startup.tsv' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 with yerrorbars lc rgb 'black' pt 0 title 'SE'
unset title
unset xtics
set xtics
set xrange [*:*]
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'idle-gnome-terminal-startup.svg'
set datafile separator '\t'
set title 'idle floor: the start replayed with no background (S''s start-up time on idle device)'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:4.5]
set style fill solid 0.5
set boxwidth 0.6
set xtics rotate by -20
set key top left
plot 'data/idle-gnome-terminal-startup.tsv' using 0:2:xtic(1) with boxes lc rgb '#4a7ebb' title 'mean', '' using 0:2:3 with yerrorbars lc rgb 'black' pt 0 title 'SE'
unset title
unset xtics
set xtics
set xrange [*:*]
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'idle-gnome-terminal-startup-curve.png'
set datafile separator '\t'
set title 'idle floor: the start replayed with no background (S''s start-up time on idle device)'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/idle-gnome-terminal-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'MQ None', 'data/idle-gnome-terminal-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'Kyber', 'data/idle-gnome-terminal-startup-curve.tsv' index 2 using 1:2 with steps lw 2 title 'MQ Deadline', 'data/idle-gnome-terminal-startup-curve.tsv' index 3 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/idle-gnome-terminal-startup-curve.tsv' index 4 using 1:2 with steps lw 2 title 'BFQ'
unset xlabel
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'idle-gnome-terminal-startup-curve.svg'
set datafile separator '\t'
set title 'idle floor: the start replayed with no background (S''s start-up time on idle device)'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/idle-gnome-terminal-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'MQ None', 'data/idle-gnome-terminal-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'Kyber', 'data/idle-gnome-terminal-startup-curve.tsv' index 2 using 1:2 with steps lw 2 title 'MQ Deadline', 'data/idle-gnome-terminal-startup-curve.tsv' index 3 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/idle-gnome-terminal-startup-curve.tsv' index 4 using 1:2 with steps lw 2 title 'BFQ'
unset xlabel
