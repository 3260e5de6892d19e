# startup.gp: written by scripts/compare --plots; 'gnuplot startup.gp' in this folder draws the start-up plots again from data/.
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'seq-rw-gnome-terminal-startup.png'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Reads and writes - Application to start: Gnome terminal'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:1.5]
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
set xrange [-0.5:1.5]
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
plot 'data/seq-rw-gnome-terminal-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/seq-rw-gnome-terminal-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'MQ None'
unset xlabel
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'seq-rw-gnome-terminal-startup-curve.svg'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Reads and writes - Application to start: Gnome terminal'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/seq-rw-gnome-terminal-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/seq-rw-gnome-terminal-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'MQ None'
unset xlabel
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'seq-rw-lowriter-startup.png'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Reads and writes - Application to start: LibreOffice Writer'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:1.5]
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
set xrange [-0.5:1.5]
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
plot 'data/seq-rw-lowriter-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/seq-rw-lowriter-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'MQ None'
unset xlabel
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'seq-rw-lowriter-startup-curve.svg'
set datafile separator '\t'
set title 'Background I/O Type: Sequential - Background I/O mix: Reads and writes - Application to start: LibreOffice Writer'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/seq-rw-lowriter-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'BFQ low_latency', 'data/seq-rw-lowriter-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'MQ None'
unset xlabel
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'idle-gnome-terminal-startup.png'
set datafile separator '\t'
set title 'idle floor: the start replayed with no background (S''s start-up time on idle device)'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:1.5]
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
set xrange [-0.5:1.5]
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
plot 'data/idle-gnome-terminal-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'MQ None', 'data/idle-gnome-terminal-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'BFQ low_latency'
unset xlabel
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'idle-gnome-terminal-startup-curve.svg'
set datafile separator '\t'
set title 'idle floor: the start replayed with no background (S''s start-up time on idle device)'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/idle-gnome-terminal-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'MQ None', 'data/idle-gnome-terminal-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'BFQ low_latency'
unset xlabel
set terminal pngcairo size 900,420 noenhanced font 'sans,10' background '#ffffff'
set output 'idle-lowriter-startup.png'
set datafile separator '\t'
set title 'idle floor: the start replayed with no background (S''s start-up time on idle device)'
set datafile missing '?'
set ylabel 'start-up time, s (less is better)'
set yrange [0:*]
set xrange [-0.5:1.5]
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
set xrange [-0.5:1.5]
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
plot 'data/idle-lowriter-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'MQ None', 'data/idle-lowriter-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'BFQ low_latency'
unset xlabel
set terminal svg size 900,420 dynamic noenhanced font 'sans,11' background '#ffffff'
set output 'idle-lowriter-startup-curve.svg'
set datafile separator '\t'
set title 'idle floor: the start replayed with no background (S''s start-up time on idle device)'
set xlabel 'time since the first request of the start, s'
set ylabel 'requests completed, share of the trace'
set yrange [0:1.02]
set key bottom right
plot 'data/idle-lowriter-startup-curve.tsv' index 0 using 1:2 with steps lw 2 title 'MQ None', 'data/idle-lowriter-startup-curve.tsv' index 1 using 1:2 with steps lw 2 title 'BFQ low_latency'
unset xlabel
