# plots.gp: written by scripts/compare --plots; 'gnuplot plots.gp' in this folder
# draws every plot again (data inlined below).

# randread-4k-mbps
$bar0 << EOD
"Kyber" 417.381 2.212 2 NaN
"MQ None ~" 402.762 23.741 2 NaN
"MQ Deadline" 388.067 0.62 2 NaN
"BFQ low_latency ~" 370.841 51.5615 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-mbps.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-4k: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:503.274]
set ytics noenhanced
set key off
plot $bar0 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-mbps.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-4k: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:503.274]
set ytics noenhanced
set key off
plot $bar0 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-4k-iops
$bar1 << EOD
"Kyber" 104324 552.982 2 NaN
"MQ None ~" 100670 5935.19 2 NaN
"MQ Deadline" 96995.9 155.043 2 NaN
"BFQ low_latency ~" 92689.4 12890.4 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-iops.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-4k: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:125794]
set ytics noenhanced
set key off
plot $bar1 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-iops.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-4k: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:125794]
set ytics noenhanced
set key off
plot $bar1 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-4k-p50_us
$bar2 << EOD
"Kyber" 438.784 14.08 2 NaN
"MQ Deadline ~" 458.752 0.768 2 NaN
"BFQ low_latency ~" 484.992 57.216 2 NaN
"MQ None ~" 574.08 82.816 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-p50_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-4k: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:775.137]
set ytics noenhanced
set key off
plot $bar2 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-p50_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-4k: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:775.137]
set ytics noenhanced
set key off
plot $bar2 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-4k-p99_us
$bar3 << EOD
"MQ None" 909.824 135.168 2 NaN
"MQ Deadline ~" 923.648 69.12 2 NaN
"Kyber ~" 1053.44 104.704 2 NaN
"BFQ low_latency ~" 1209.09 309.504 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-p99_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-4k: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1791.94]
set ytics noenhanced
set key off
plot $bar3 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-p99_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-4k: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1791.94]
set ytics noenhanced
set key off
plot $bar3 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-4k-p99.9_us
$bar4 << EOD
"MQ None" 16003.1 5738.5 2 NaN
"Kyber ~" 29425.7 442.368 2 NaN
"BFQ low_latency ~" 30343.2 180.224 2 NaN
"MQ Deadline ~" 30457.9 163.84 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-p99.9_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-4k: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:36133.6]
set ytics noenhanced
set key off
plot $bar4 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-p99.9_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-4k: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:36133.6]
set ytics noenhanced
set key off
plot $bar4 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-4k-mbps
$bar5 << EOD
"MQ None" 360.111 19.1655 2 NaN
"Kyber ~" 350.165 11.029 2 NaN
"MQ Deadline ~" 333.003 3.751 2 NaN
"BFQ low_latency ~" 331.012 15.615 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-mbps.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-4k: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:447.546]
set ytics noenhanced
set key off
plot $bar5 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-mbps.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-4k: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:447.546]
set ytics noenhanced
set key off
plot $bar5 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-4k-iops
$bar6 << EOD
"MQ None" 90006.7 4791.4 2 NaN
"Kyber ~" 87520.3 2757.25 2 NaN
"MQ Deadline ~" 83229.9 937.687 2 NaN
"BFQ low_latency ~" 82732.1 3903.7 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-iops.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-4k: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:111862]
set ytics noenhanced
set key off
plot $bar6 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-iops.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-4k: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:111862]
set ytics noenhanced
set key off
plot $bar6 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-4k-p50_us
$bar7 << EOD
"Kyber" 581.12 34.816 2 NaN
"MQ Deadline ~" 630.272 11.264 2 NaN
"MQ None ~" 635.392 20.48 2 NaN
"BFQ low_latency ~" 663.04 2.048 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-p50_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-4k: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:784.804]
set ytics noenhanced
set key off
plot $bar7 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-p50_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-4k: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:784.804]
set ytics noenhanced
set key off
plot $bar7 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-4k-p99_us
$bar8 << EOD
"MQ None" 1093.63 29.696 2 NaN
"BFQ low_latency ~" 1335.3 230.4 2 NaN
"MQ Deadline ~" 1340.42 8.192 2 NaN
"Kyber ~" 1430.53 83.968 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-p99_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-4k: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1847.52]
set ytics noenhanced
set key off
plot $bar8 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-p99_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-4k: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1847.52]
set ytics noenhanced
set key off
plot $bar8 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-4k-p99.9_us
$bar9 << EOD
"MQ None" 12552.2 5814.27 2 NaN
"BFQ low_latency ~" 19558.4 5033.98 2 NaN
"MQ Deadline ~" 24068.1 655.36 2 NaN
"Kyber ~" 27492.4 376.832 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-p99.9_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-4k: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:32885.6]
set ytics noenhanced
set key off
plot $bar9 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-p99.9_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-4k: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:32885.6]
set ytics noenhanced
set key off
plot $bar9 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-mbps
$bar10 << EOD
"MQ None" 454.66 13.6095 2 NaN
"MQ Deadline ~" 447.595 30.275 2 NaN
"Kyber ~" 418.923 6.509 2 NaN
"BFQ low_latency" 316.596 4.007 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'read-4k-mbps.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-4k: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:563.887]
set ytics noenhanced
set key off
plot $bar10 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-4k-mbps.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-4k: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:563.887]
set ytics noenhanced
set key off
plot $bar10 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-iops
$bar11 << EOD
"MQ None" 113644 3402.37 2 NaN
"MQ Deadline ~" 111878 7568.64 2 NaN
"Kyber ~" 104710 1627.29 2 NaN
"BFQ low_latency" 79128.1 1001.83 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'read-4k-iops.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-4k: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:140947]
set ytics noenhanced
set key off
plot $bar11 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-4k-iops.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-4k: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:140947]
set ytics noenhanced
set key off
plot $bar11 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-p50_us
$bar12 << EOD
"Kyber" 398.08 0 2 NaN
"MQ Deadline ~" 413.696 4.864 2 NaN
"MQ None ~" 476.16 20.224 2 NaN
"BFQ low_latency ~" 555.008 16.896 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'read-4k-p50_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-4k: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:674.847]
set ytics noenhanced
set key off
plot $bar12 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-4k-p50_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-4k: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:674.847]
set ytics noenhanced
set key off
plot $bar12 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-p99_us
$bar13 << EOD
"Kyber" 864.768 99.328 2 NaN
"MQ None ~" 869.888 69.632 2 NaN
"MQ Deadline ~" 1012.48 92.416 2 NaN
"BFQ low_latency ~" 1508.35 38.912 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'read-4k-p99_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-4k: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1825.77]
set ytics noenhanced
set key off
plot $bar13 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-4k-p99_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-4k: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1825.77]
set ytics noenhanced
set key off
plot $bar13 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-4k-p99.9_us
$bar14 << EOD
"MQ None" 16871.4 6017.02 2 NaN
"Kyber ~" 29933.6 753.664 2 NaN
"MQ Deadline ~" 30113.8 376.832 2 NaN
"BFQ low_latency ~" 30785.5 262.144 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'read-4k-p99.9_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-4k: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:36636.3]
set ytics noenhanced
set key off
plot $bar14 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-4k-p99.9_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-4k: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:36636.3]
set ytics noenhanced
set key off
plot $bar14 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-4k-mbps
$bar15 << EOD
"Kyber" 416.387 6.917 2 NaN
"MQ Deadline ~" 392.413 10.8045 2 NaN
"MQ None ~" 385.746 8.105 2 NaN
"BFQ low_latency" 357.593 8.317 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'write-4k-mbps.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-4k: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:499.499]
set ytics noenhanced
set key off
plot $bar15 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-4k-mbps.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-4k: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:499.499]
set ytics noenhanced
set key off
plot $bar15 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-4k-iops
$bar16 << EOD
"Kyber" 104076 1729.15 2 NaN
"MQ Deadline ~" 98082.3 2701.1 2 NaN
"MQ None ~" 96415.7 2026.14 2 NaN
"BFQ low_latency" 89377.4 2079.14 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'write-4k-iops.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-4k: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:124850]
set ytics noenhanced
set key off
plot $bar16 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-4k-iops.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-4k: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:124850]
set ytics noenhanced
set key off
plot $bar16 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-4k-p50_us
$bar17 << EOD
"Kyber" 489.216 1.536 2 NaN
"MQ None" 524.16 3.712 2 NaN
"MQ Deadline" 534.016 4.096 2 NaN
"BFQ low_latency ~" 611.84 21.504 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'write-4k-p50_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-4k: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:747.346]
set ytics noenhanced
set key off
plot $bar17 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-4k-p50_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-4k: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:747.346]
set ytics noenhanced
set key off
plot $bar17 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-4k-p99_us
$bar18 << EOD
"Kyber" 882.176 64.512 2 NaN
"MQ Deadline ~" 998.912 6.144 2 NaN
"MQ None ~" 1019.65 79.104 2 NaN
"BFQ low_latency ~" 1268.74 79.872 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'write-4k-p99_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-4k: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1591.36]
set ytics noenhanced
set key off
plot $bar18 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-4k-p99_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-4k: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1591.36]
set ytics noenhanced
set key off
plot $bar18 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-4k-p99.9_us
$bar19 << EOD
"MQ None" 21463 442.368 2 NaN
"MQ Deadline ~" 21479.4 655.36 2 NaN
"BFQ low_latency ~" 23117.8 65.536 2 NaN
"Kyber" 24117.2 344.064 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'write-4k-p99.9_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-4k: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:28864.3]
set ytics noenhanced
set key off
plot $bar19 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-4k-p99.9_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-4k: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:28864.3]
set ytics noenhanced
set key off
plot $bar19 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-2m-mbps
$bar20 << EOD
"MQ None" 2231.96 264.506 2 NaN
"BFQ low_latency ~" 2198.74 185.572 2 NaN
"Kyber ~" 2176.76 174.254 2 NaN
"MQ Deadline ~" 2120.86 366.956 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-mbps.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-2m: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:2945.83]
set ytics noenhanced
set key off
plot $bar20 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-mbps.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-2m: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:2945.83]
set ytics noenhanced
set key off
plot $bar20 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-2m-iops
$bar21 << EOD
"MQ None" 1069.16 129.137 2 NaN
"BFQ low_latency ~" 1052.99 90.6117 2 NaN
"Kyber ~" 1042.27 85.0644 2 NaN
"MQ Deadline ~" 1014.99 179.107 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-iops.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-2m: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1413.99]
set ytics noenhanced
set key off
plot $bar21 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-iops.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-2m: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1413.99]
set ytics noenhanced
set key off
plot $bar21 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-2m-p50_us
$bar22 << EOD
"BFQ low_latency" 57638.9 2883.58 2 NaN
"MQ None ~" 57999.4 6782.98 2 NaN
"Kyber ~" 58982.4 6389.76 2 NaN
"MQ Deadline ~" 63094.8 11026.4 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-p50_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-2m: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:87463]
set ytics noenhanced
set key off
plot $bar22 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-p50_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-2m: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:87463]
set ytics noenhanced
set key off
plot $bar22 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-2m-p99_us
$bar23 << EOD
"MQ None" 118620 11075.6 2 NaN
"MQ Deadline ~" 131564 23494.7 2 NaN
"Kyber ~" 187073 59473.9 2 NaN
"BFQ low_latency ~" 213025 102334 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-p99_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-2m: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:372124]
set ytics noenhanced
set key off
plot $bar23 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-p99_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-2m: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:372124]
set ytics noenhanced
set key off
plot $bar23 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-2m-p99.9_us
$bar24 << EOD
"MQ None" 135168 6782.98 2 NaN
"MQ Deadline ~" 151028 30769.2 2 NaN
"Kyber ~" 219087 76349.4 2 NaN
"BFQ low_latency ~" 241205 119767 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-p99.9_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-2m: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:425947]
set ytics noenhanced
set key off
plot $bar24 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-p99.9_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randread-2m: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:425947]
set ytics noenhanced
set key off
plot $bar24 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-2m-mbps
$bar25 << EOD
"MQ Deadline" 2086.79 0.006 2 NaN
"Kyber ~" 1930.23 71.664 2 NaN
"BFQ low_latency" 1893.08 1.3355 2 NaN
"MQ None ~" 1698.71 188.667 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-mbps.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-2m: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:2462.41]
set ytics noenhanced
set key off
plot $bar25 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-mbps.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-2m: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:2462.41]
set ytics noenhanced
set key off
plot $bar25 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-2m-iops
$bar26 << EOD
"MQ Deadline" 998.367 0.0002665 2 NaN
"Kyber ~" 922.031 34.9025 2 NaN
"BFQ low_latency" 903.815 0.652103 2 NaN
"MQ None ~" 808.848 92.1323 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-iops.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-2m: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1178.07]
set ytics noenhanced
set key off
plot $bar26 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-iops.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-2m: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1178.07]
set ytics noenhanced
set key off
plot $bar26 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-2m-p50_us
$bar27 << EOD
"MQ Deadline" 61997.1 622.592 2 NaN
"Kyber ~" 66633.7 1720.32 2 NaN
"BFQ low_latency ~" 68485.1 0 2 NaN
"MQ None ~" 75366.4 8060.93 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-p50_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-2m: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:98444.2]
set ytics noenhanced
set key off
plot $bar27 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-p50_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-2m: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:98444.2]
set ytics noenhanced
set key off
plot $bar27 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-2m-p99_us
$bar28 << EOD
"MQ Deadline" 133988 2457.6 2 NaN
"BFQ low_latency ~" 147063 4325.38 2 NaN
"MQ None ~" 199361 53739.5 2 NaN
"Kyber ~" 205783 54919.2 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-p99_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-2m: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:307629]
set ytics noenhanced
set key off
plot $bar28 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-p99_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-2m: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:307629]
set ytics noenhanced
set key off
plot $bar28 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randwrite-2m-p99.9_us
$bar29 << EOD
"MQ Deadline" 207356 44171.3 2 NaN
"BFQ low_latency ~" 212992 46923.8 2 NaN
"MQ None ~" 229704 56819.7 2 NaN
"Kyber ~" 270336 51314.7 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-p99.9_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-2m: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:379548]
set ytics noenhanced
set key off
plot $bar29 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-p99.9_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "randwrite-2m: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:379548]
set ytics noenhanced
set key off
plot $bar29 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-2m-mbps
$bar30 << EOD
"MQ Deadline" 2171.72 234.608 2 NaN
"MQ None ~" 2141.08 157.46 2 NaN
"Kyber ~" 1742.14 65.7795 2 NaN
"BFQ low_latency ~" 1700.45 194.684 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'read-2m-mbps.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-2m: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:2839.47]
set ytics noenhanced
set key off
plot $bar30 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-2m-mbps.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-2m: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:2839.47]
set ytics noenhanced
set key off
plot $bar30 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-2m-iops
$bar31 << EOD
"MQ Deadline" 1039.82 114.508 2 NaN
"MQ None ~" 1024.8 76.8678 2 NaN
"Kyber ~" 830.154 32.1055 2 NaN
"BFQ low_latency ~" 809.81 95.0142 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'read-2m-iops.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-2m: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1362.1]
set ytics noenhanced
set key off
plot $bar31 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-2m-iops.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-2m: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1362.1]
set ytics noenhanced
set key off
plot $bar31 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-2m-p50_us
$bar32 << EOD
"MQ Deadline" 60964.9 6471.68 2 NaN
"MQ None ~" 61014 4423.68 2 NaN
"Kyber ~" 75038.7 2490.37 2 NaN
"BFQ low_latency ~" 77856.8 8454.14 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'read-2m-p50_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-2m: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:101847]
set ytics noenhanced
set key off
plot $bar32 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-2m-p50_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-2m: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:101847]
set ytics noenhanced
set key off
plot $bar32 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-2m-p99_us
$bar33 << EOD
"MQ None" 80150.5 1048.58 2 NaN
"MQ Deadline ~" 89587.7 16646.1 2 NaN
"BFQ low_latency ~" 123240 18448.4 2 NaN
"Kyber" 129040 4325.38 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'read-2m-p99_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-2m: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:167193]
set ytics noenhanced
set key off
plot $bar33 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-2m-p99_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-2m: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:167193]
set ytics noenhanced
set key off
plot $bar33 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# read-2m-p99.9_us
$bar34 << EOD
"MQ None" 107545 6291.46 2 NaN
"MQ Deadline ~" 116523 12386.3 2 NaN
"BFQ low_latency ~" 148996 16285.7 2 NaN
"Kyber" 179306 3801.09 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'read-2m-p99.9_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-2m: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:216067]
set ytics noenhanced
set key off
plot $bar34 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-2m-p99.9_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "read-2m: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:216067]
set ytics noenhanced
set key off
plot $bar34 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-2m-mbps
$bar35 << EOD
"MQ None" 1942.29 74.86 2 NaN
"BFQ low_latency ~" 1806.89 112.859 2 NaN
"Kyber ~" 1803.12 67.3195 2 NaN
"MQ Deadline ~" 1405.87 241.13 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'write-2m-mbps.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-2m: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:2380.24]
set ytics noenhanced
set key off
plot $bar35 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-2m-mbps.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-2m: MB/s (more is better)" noenhanced
set xlabel 'MB/s (= KiB/s / 1000)   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:2380.24]
set ytics noenhanced
set key off
plot $bar35 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-2m-iops
$bar36 << EOD
"MQ None" 927.746 36.5629 2 NaN
"BFQ low_latency ~" 861.859 54.971 2 NaN
"Kyber ~" 859.9 32.8641 2 NaN
"MQ Deadline ~" 666.168 117.677 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'write-2m-iops.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-2m: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1137.88]
set ytics noenhanced
set key off
plot $bar36 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-2m-iops.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-2m: IOPS (more is better)" noenhanced
set xlabel 'IOPS   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:1137.88]
set ytics noenhanced
set key off
plot $bar36 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-2m-p50_us
$bar37 << EOD
"MQ None" 66502.7 2768.9 2 NaN
"Kyber ~" 68354 262.144 2 NaN
"BFQ low_latency ~" 71041 2686.98 2 NaN
"MQ Deadline ~" 92078.1 20578.3 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'write-2m-p50_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-2m: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:132935]
set ytics noenhanced
set key off
plot $bar37 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-2m-p50_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-2m: p50 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:132935]
set ytics noenhanced
set key off
plot $bar37 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-2m-p99_us
$bar38 << EOD
"BFQ low_latency" 146244 34242.6 2 NaN
"MQ None ~" 177963 90734.6 2 NaN
"Kyber ~" 273482 60227.6 2 NaN
"MQ Deadline ~" 299893 18087.9 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'write-2m-p99_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-2m: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:393777]
set ytics noenhanced
set key off
plot $bar38 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-2m-p99_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-2m: p99 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:393777]
set ytics noenhanced
set key off
plot $bar38 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# write-2m-p99.9_us
$bar39 << EOD
"BFQ low_latency" 190579 20840.4 2 NaN
"MQ None ~" 191660 81231.9 2 NaN
"Kyber ~" 287900 50004 2 NaN
"MQ Deadline ~" 305136 13893.6 2 NaN
EOD
set terminal pngcairo size 900,230 enhanced font 'sans,10' background '#ffffff'
set output 'write-2m-p99.9_us.png'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-2m: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:398726]
set ytics noenhanced
set key off
plot $bar39 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle
set terminal svg size 900,230 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-2m-p99.9_us.svg'
reset
set border 3
set xtics nomirror out
set ytics nomirror scale 0
set grid xtics lc rgb '#dddddd'
set style fill solid 0.85 noborder
set title "write-2m: p99.9 completion latency, usec (less is better)" noenhanced
set xlabel 'usec   (error bars: SE; ~ = not significantly different from the best)' noenhanced
set yrange [3.600000:-0.6]
set xrange [0:398726]
set ytics noenhanced
set key off
plot $bar39 using (0):0:(0):2:($0-0.35):($0+0.35):ytic(1) with boxxyerror lc rgb '#3b6ea8' title 'this study', \
     '' using 2:0:($2-$3):($2+$3) with xerrorbars lc rgb '#222222' pt -1 notitle, \
     '' using ($2+$3):0:($2 >= 1000 ? sprintf(' %.0f', $2) : sprintf(' %.2f', $2)) with labels left font ',9' notitle

# randread-4k-latency
$curve0_0 << EOD
50 574.08
60 634.496
70 664.704
80 687.488
90 717.824
95 748.544
99 909.824
99.5 7567.87
99.9 16003.1
99.95 20299.8
99.99 24412.2
EOD
$curve0_1 << EOD
50 458.752
60 465.92
70 476.416
80 500.48
90 562.048
95 646.656
99 923.648
99.5 27525.1
99.9 30457.9
99.95 30916.6
99.99 31490
EOD
$curve0_2 << EOD
50 438.784
60 450.816
70 465.408
80 530.816
90 670.208
95 728.064
99 1053.44
99.5 10897.4
99.9 29425.7
99.95 30048.3
99.99 31195.1
EOD
$curve0_3 << EOD
50 484.992
60 505.216
70 522.624
80 622.208
90 680.064
95 764.416
99 1209.09
99.5 27820
99.9 30343.2
99.95 30687.2
99.99 30851.1
EOD
set terminal pngcairo size 900,520 enhanced font 'sans,10' background '#ffffff'
set output 'randread-4k-latency.png'
reset
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title "randread-4k: completion latency percentiles (less is better)" noenhanced
plot $curve0_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve0_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve0_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber", \
     $curve0_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency"
set terminal svg size 900,520 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-4k-latency.svg'
reset
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title "randread-4k: completion latency percentiles (less is better)" noenhanced
plot $curve0_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve0_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve0_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber", \
     $curve0_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency"

# randwrite-4k-latency
$curve1_0 << EOD
50 635.392
60 666.624
70 703.488
80 750.08
90 828.928
95 890.88
99 1093.63
99.5 6525.44
99.9 12552.2
99.95 15077.4
99.99 21282.8
EOD
$curve1_1 << EOD
50 663.04
60 692.736
70 718.848
80 753.664
90 814.08
95 900.608
99 1335.3
99.5 11577.3
99.9 19558.4
99.95 22790.1
99.99 26132.5
EOD
$curve1_2 << EOD
50 630.272
60 652.288
70 670.72
80 692.224
90 734.72
95 786.944
99 1340.42
99.5 18137.1
99.9 24068.1
99.95 25296.9
99.99 26886.1
EOD
$curve1_3 << EOD
50 581.12
60 614.912
70 648.704
80 702.976
90 817.152
95 929.28
99 1430.53
99.5 12658.7
99.9 27492.4
99.95 28344.3
99.99 30556.2
EOD
set terminal pngcairo size 900,520 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-4k-latency.png'
reset
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title "randwrite-4k: completion latency percentiles (less is better)" noenhanced
plot $curve1_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve1_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency", \
     $curve1_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve1_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber"
set terminal svg size 900,520 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-4k-latency.svg'
reset
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title "randwrite-4k: completion latency percentiles (less is better)" noenhanced
plot $curve1_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve1_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency", \
     $curve1_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve1_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber"

# read-4k-latency
$curve2_0 << EOD
50 398.08
60 407.552
70 441.6
80 541.056
90 597.376
95 631.808
99 864.768
99.5 14984.7
99.9 29933.6
99.95 30474.2
99.99 153641
EOD
$curve2_1 << EOD
50 476.16
60 496.768
70 532.608
80 567.168
90 615.936
95 684.544
99 869.888
99.5 7197.95
99.9 16871.4
99.95 21954.6
99.99 28540.9
EOD
$curve2_2 << EOD
50 413.696
60 418.816
70 424.96
80 437.76
90 552.064
95 604.288
99 1012.48
99.5 19476.5
99.9 30113.8
99.95 30310.4
99.99 30998.5
EOD
$curve2_3 << EOD
50 555.008
60 582.144
70 611.328
80 649.728
90 710.656
95 763.904
99 1508.35
99.5 29016.1
99.9 30785.5
99.95 31113.2
99.99 31653.9
EOD
set terminal pngcairo size 900,520 enhanced font 'sans,10' background '#ffffff'
set output 'read-4k-latency.png'
reset
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title "read-4k: completion latency percentiles (less is better)" noenhanced
plot $curve2_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber", \
     $curve2_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve2_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve2_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency"
set terminal svg size 900,520 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-4k-latency.svg'
reset
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title "read-4k: completion latency percentiles (less is better)" noenhanced
plot $curve2_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber", \
     $curve2_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve2_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve2_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency"

# write-4k-latency
$curve3_0 << EOD
50 489.216
60 531.328
70 563.2
80 600.576
90 648.192
95 697.344
99 882.176
99.5 13336.6
99.9 24117.2
99.95 26083.3
99.99 29145.3
EOD
$curve3_1 << EOD
50 534.016
60 560.64
70 587.776
80 616.448
90 707.584
95 801.28
99 998.912
99.5 12501
99.9 21479.4
99.95 24789
99.99 26771.5
EOD
$curve3_2 << EOD
50 524.16
60 578.048
70 627.712
80 663.04
90 706.048
95 752.64
99 1019.65
99.5 13852.7
99.9 21463
99.95 22118.4
99.99 24166.4
EOD
$curve3_3 << EOD
50 611.84
60 632.832
70 655.36
80 679.424
90 711.68
95 752.128
99 1268.74
99.5 17207.3
99.9 23117.8
99.95 24608.8
99.99 26689.5
EOD
set terminal pngcairo size 900,520 enhanced font 'sans,10' background '#ffffff'
set output 'write-4k-latency.png'
reset
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title "write-4k: completion latency percentiles (less is better)" noenhanced
plot $curve3_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber", \
     $curve3_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve3_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve3_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency"
set terminal svg size 900,520 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-4k-latency.svg'
reset
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title "write-4k: completion latency percentiles (less is better)" noenhanced
plot $curve3_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber", \
     $curve3_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve3_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve3_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency"

# randread-2m-latency
$curve4_0 << EOD
50 57999.4
60 64438.3
70 71647.2
80 82051.1
90 94240.8
95 103809
99 118620
99.5 123372
99.9 135168
99.95 145621
99.99 158785
EOD
$curve4_1 << EOD
50 63094.8
60 69386.2
70 77447.2
80 87687.2
90 100860
95 112067
99 131564
99.5 139362
99.9 151028
99.95 152470
99.99 158670
EOD
$curve4_2 << EOD
50 58982.4
60 64766
70 72302.6
80 81985.5
90 94437.4
95 103547
99 187073
99.5 202473
99.9 219087
99.95 226689
99.99 227866
EOD
$curve4_3 << EOD
50 57638.9
60 64143.4
70 71565.3
80 81461.2
90 95617
95 106365
99 213025
99.5 228098
99.9 241205
99.95 242319
99.99 244554
EOD
set terminal pngcairo size 900,520 enhanced font 'sans,10' background '#ffffff'
set output 'randread-2m-latency.png'
reset
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title "randread-2m: completion latency percentiles (less is better)" noenhanced
plot $curve4_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve4_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve4_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber", \
     $curve4_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency"
set terminal svg size 900,520 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randread-2m-latency.svg'
reset
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title "randread-2m: completion latency percentiles (less is better)" noenhanced
plot $curve4_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve4_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve4_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber", \
     $curve4_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency"

# randwrite-2m-latency
$curve5_0 << EOD
50 61997.1
60 69206
70 77463.6
80 88080.4
90 102105
95 113902
99 133988
99.5 142606
99.9 207356
99.95 211419
99.99 218920
EOD
$curve5_1 << EOD
50 68485.1
60 76677.1
70 84738
80 95092.7
90 112001
95 124191
99 147063
99.5 157680
99.9 212992
99.95 228262
99.99 231170
EOD
$curve5_2 << EOD
50 75366.4
60 84934.7
70 93913.1
80 105775
90 122782
95 141394
99 199361
99.5 211354
99.9 229704
99.95 251724
99.99 295758
EOD
$curve5_3 << EOD
50 66633.7
60 73924.6
70 82378.8
80 95092.7
90 111870
95 125633
99 205783
99.5 230621
99.9 270336
99.95 275710
99.99 278013
EOD
set terminal pngcairo size 900,520 enhanced font 'sans,10' background '#ffffff'
set output 'randwrite-2m-latency.png'
reset
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title "randwrite-2m: completion latency percentiles (less is better)" noenhanced
plot $curve5_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve5_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency", \
     $curve5_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve5_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber"
set terminal svg size 900,520 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'randwrite-2m-latency.svg'
reset
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title "randwrite-2m: completion latency percentiles (less is better)" noenhanced
plot $curve5_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve5_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency", \
     $curve5_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve5_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber"

# read-2m-latency
$curve6_0 << EOD
50 61014
60 61440
70 61898.8
80 62521.3
90 63619.1
95 65257.5
99 80150.5
99.5 96731.1
99.9 107545
99.95 110821
99.99 110894
EOD
$curve6_1 << EOD
50 60964.9
60 61325.3
70 61685.8
80 62144.5
90 62832.6
95 63553.5
99 89587.7
99.5 103088
99.9 116523
99.95 117309
99.99 118095
EOD
$curve6_2 << EOD
50 77856.8
60 78250
70 78774.3
80 80150.5
90 83099.6
95 89063.4
99 123240
99.5 138904
99.9 148996
99.95 150372
99.99 151164
EOD
$curve6_3 << EOD
50 75038.7
60 75694.1
70 76546
80 77398
90 79036.4
95 83820.5
99 129040
99.5 148898
99.9 179306
99.95 182452
99.99 192457
EOD
set terminal pngcairo size 900,520 enhanced font 'sans,10' background '#ffffff'
set output 'read-2m-latency.png'
reset
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title "read-2m: completion latency percentiles (less is better)" noenhanced
plot $curve6_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve6_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve6_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency", \
     $curve6_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber"
set terminal svg size 900,520 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'read-2m-latency.svg'
reset
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title "read-2m: completion latency percentiles (less is better)" noenhanced
plot $curve6_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve6_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline", \
     $curve6_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency", \
     $curve6_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber"

# write-2m-latency
$curve7_0 << EOD
50 71041
60 71761.9
70 72548.4
80 74252.3
90 80674.8
95 83296.3
99 146244
99.5 160989
99.9 190579
99.95 191496
99.99 192189
EOD
$curve7_1 << EOD
50 66502.7
60 67452.9
70 68436
80 69222.4
90 71303.2
95 77332.5
99 177963
99.5 185565
99.9 191660
99.95 191977
99.99 193811
EOD
$curve7_2 << EOD
50 68354
60 69533.7
70 71630.8
80 77070.3
90 93978.6
95 135496
99 273482
99.5 278331
99.9 287900
99.95 288424
99.99 288785
EOD
$curve7_3 << EOD
50 92078.1
60 92667.9
70 93257.7
80 94044.2
90 107610
95 141918
99 299893
99.5 303825
99.9 305136
99.95 305368
99.99 305368
EOD
set terminal pngcairo size 900,520 enhanced font 'sans,10' background '#ffffff'
set output 'write-2m-latency.png'
reset
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title "write-2m: completion latency percentiles (less is better)" noenhanced
plot $curve7_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency", \
     $curve7_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve7_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber", \
     $curve7_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline"
set terminal svg size 900,520 dynamic enhanced font 'sans,11' background '#ffffff'
set output 'write-2m-latency.svg'
reset
set logscale xy
set border 3
set xtics nomirror out
set ytics nomirror out
set format y '%.0f'
set grid xtics ytics mytics lc rgb '#dddddd'
set xtics ('p50' 2, 'p90' 10, 'p99' 100, 'p99.9' 1000, 'p99.99' 10000)
set xrange [1.8:11000]
set key top left noenhanced
set ylabel 'completion latency, usec'
set xlabel 'percentile (mean over runs of the engine histogram percentiles)'
set title "write-2m: completion latency percentiles (less is better)" noenhanced
plot $curve7_0 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "BFQ low_latency", \
     $curve7_1 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ None", \
     $curve7_2 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "Kyber", \
     $curve7_3 using (100/(100-$1)):2 with linespoints lw 2 pt 7 ps 0.7 title "MQ Deadline"
